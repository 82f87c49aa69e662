import { Route, Routes } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { LargestAttachments } from './attachments/LargestAttachments';
import { CustomContentSection } from './customContent/CustomContentSection';
import { RollbackPanel } from './history/rollback/RollbackPanel';
import { PageScreen } from './page/PageScreen';
import { PageFinderPage } from './pages/PageFinderPage';
import { RestrictedPagesSection } from './restricted/RestrictedPagesSection';
import { ContentSection } from './shared/ContentSection';
import { TemplatesSection } from './templates/TemplatesSection';

/**
 * The Content area: its own routes below `/content`. The shell remounts it when the connection changes,
 * so nothing read from the previous site stays on screen.
 */
export default function ContentArea({ connectionId }: AreaScreenProps) {
  return (
    <Routes>
      <Route index element={<PageFinderPage connectionId={connectionId} />} />
      <Route path="pages/:pageId/*" element={<PageScreen connectionId={connectionId} />} />
      <Route
        path="restricted-pages"
        element={
          <ContentSection description="Every restricted page of a space, restricted directly or by a page above, with what an audit looks for. Nothing is changed.">
            <RestrictedPagesSection connectionId={connectionId} />
          </ContentSection>
        }
      />
      <Route
        path="roll-back"
        element={
          <ContentSection description="Undo what one person or app changed on many pages in a stretch of time: a preview first, then a job you can follow.">
            <RollbackPanel connectionId={connectionId} />
          </ContentSection>
        }
      />
      <Route
        path="largest-files"
        element={
          <ContentSection description="The biggest attachments of a space, with every version they keep.">
            <LargestAttachments connectionId={connectionId} />
          </ContentSection>
        }
      />
      <Route
        path="templates"
        element={
          <ContentSection description="Page templates of the site and of each space: edit, preview, copy to other spaces and remove.">
            <TemplatesSection connectionId={connectionId} />
          </ContentSection>
        }
      />
      <Route
        path="custom-content"
        element={
          <ContentSection description="Content that apps keep in pages and spaces, by type.">
            <CustomContentSection connectionId={connectionId} />
          </ContentSection>
        }
      />
    </Routes>
  );
}
