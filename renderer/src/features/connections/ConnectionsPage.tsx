import AddOutlined from '@mui/icons-material/AddOutlined';
import CableOutlined from '@mui/icons-material/CableOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homePath } from '../../areas/catalog';
import { ConnectionArea, type ConnectionView } from '../../../../app/contract/app/connections.channels';
import { describeError } from '../../api/ContractError';
import { channelKey, useChannelMutation } from '../../api/hooks';
import { LoadingBar } from '../../shared/LoadingBar';
import { PageHeader } from '../../shared/PageHeader';
import { useNotify } from '../../shell/NotifyProvider';
import { ConnectionCard } from './ConnectionCard';
import { ConnectionFormDialog } from './ConnectionFormDialog';
import { EDIT_PARAM, NEW_CONNECTION, SECTION_PARAM, editConnectionParams } from '../../shared/connections/connectionRoutes';
import { RemoveConnectionDialog } from './RemoveConnectionDialog';
import { ResetDemoDialog } from './ResetDemoDialog';
import { StagingDemoOffer } from './StagingDemoOffer';
import { useConnections } from '../../shared/connections/useConnections';
import { useSwitchConnection } from '../../shared/connections/useSwitchConnection';
import { WelcomeState } from './WelcomeState';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';

export default function ConnectionsPage() {
  const { connections, active, isPending, error, refetch } = useConnections();
  const [params, setParams] = useSearchParams();
  const [removing, setRemoving] = useState<ConnectionView | null>(null);
  const [resettingDemo, setResettingDemo] = useState<ConnectionView | null>(null);
  const switchConnection = useSwitchConnection();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const startDemo = useChannelMutation('app.demo.start', {
    onSuccess: async (demo) => {
      // The demo is the active connection now: read that before leaving, so the next screen knows it.
      await queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') });
      notify.success(`“${demo.name}” is ready to explore.`);
      // Straight to work, where each area says what is worth trying first.
      void navigate(homePath);
    },
    onError: (failure) => {
      notify.error(describeError(failure));
      void queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') });
    },
  });
  // The staging site joins the list here, beside the demo organization, which stays the active connection.
  const addStaging = useChannelMutation('app.demo.start', {
    onSuccess: async (staging) => {
      await queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') });
      notify.success(`“${staging.name}” is ready. Choose “Use this connection” on it to work there.`);
    },
    onError: (failure) => notify.error(describeError(failure)),
  });
  const offerStaging = connections.some((connection) => connection.demoSite === 'production') && !connections.some((connection) => connection.demoSite === 'staging');

  const editing = params.get(EDIT_PARAM);
  const section = ConnectionArea.safeParse(params.get(SECTION_PARAM)).data;
  const editedConnection = connections.find((connection) => connection.id === editing) ?? null;
  const openForm = (id: string, part?: ConnectionArea) => setParams(editConnectionParams(id, part));
  const closeForm = () => setParams({});

  return (
    <>
      <PageHeader
        title="Connections"
        icon={<CableOutlined />}
        description="The organizations Orgdesk works with. Every screen works on the active connection."
        actions={
          connections.length > 0 && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => openForm(NEW_CONNECTION)}>
              Add connection
            </Button>
          )
        }
      />
      <LoadingBar active={isPending} label="Loading connections" />
      <LoadErrorAlert error={error} onRetry={() => void refetch()} />
      {!isPending && !error && connections.length === 0 && (
        <WelcomeState
          startingDemo={startDemo.isPending}
          onStartDemo={() => startDemo.mutate({})}
          onAdd={() => openForm(NEW_CONNECTION)}
        />
      )}
      <Stack spacing={3}>
        {connections.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            active={connection.id === active?.id}
            switching={switchConnection.isPending}
            onSwitch={() => switchConnection.mutate({ id: connection.id })}
            onEdit={(part) => openForm(connection.id, part)}
            onRemove={() => setRemoving(connection)}
            onResetDemo={() => setResettingDemo(connection)}
          />
        ))}
        {offerStaging && <StagingDemoOffer adding={addStaging.isPending} onAdd={() => addStaging.mutate({ site: 'staging' })} />}
      </Stack>
      {(editing === NEW_CONNECTION || editedConnection) && (
        <ConnectionFormDialog
          key={editing}
          connection={editedConnection}
          focusSection={section}
          onClose={closeForm}
        />
      )}
      {removing && <RemoveConnectionDialog connection={removing} onClose={() => setRemoving(null)} />}
      {resettingDemo?.demoSite && (
        <ResetDemoDialog
          site={resettingDemo.demoSite}
          otherDemo={connections.find((connection) => connection.isDemo && connection.id !== resettingDemo.id)?.name ?? null}
          onClose={() => setResettingDemo(null)}
        />
      )}
    </>
  );
}
