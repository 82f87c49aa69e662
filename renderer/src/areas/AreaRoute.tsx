import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LoadingBar } from '../shared/LoadingBar';
import { SectionsProvider } from '../shared/SectionTabs';
import { toolScreens, workAreas, type AreaScreenProps, type ToolScreen, type WorkArea } from './catalog';
import { AreaConnectionGate } from './ConnectionReadiness';
import { DemoPointer } from './DemoPointer';

/** React.lazy of every catalog entry: nothing is fetched until the screen is first rendered. */
const areaScreens = new Map<WorkArea, LazyExoticComponent<ComponentType<AreaScreenProps>>>(
  workAreas.map((area) => [area, lazy(area.load)]),
);
const toolScreenComponents = new Map<ToolScreen, LazyExoticComponent<ComponentType<object>>>(
  toolScreens.map((tool) => [tool, lazy(tool.load)]),
);

function Opening({ title, children }: { title: string; children: ReactNode }) {
  return <Suspense fallback={<LoadingBar active label={`Opening ${title}`} />}>{children}</Suspense>;
}

/** An area behind its connection gate, remounted whenever the active connection changes. */
export function AreaRoute({ area }: { area: WorkArea }) {
  const Screen = areaScreens.get(area);
  if (!Screen) return null;
  return (
    <AreaConnectionGate area={area}>
      {(connectionId) => (
        <>
          <DemoPointer key={area.path} area={area} />
          <SectionsProvider value={{ label: `${area.title} sections`, sections: area.sections }}>
            <Opening title={area.title}>
              <Screen key={connectionId} connectionId={connectionId} area={area} />
            </Opening>
          </SectionsProvider>
        </>
      )}
    </AreaConnectionGate>
  );
}

export function ToolRoute({ tool }: { tool: ToolScreen }) {
  const Screen = toolScreenComponents.get(tool);
  if (!Screen) return null;
  return (
    <Opening title={tool.title}>
      <Screen />
    </Opening>
  );
}
