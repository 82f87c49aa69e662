import AddOutlined from '@mui/icons-material/AddOutlined';
import { agreeing, plural } from '../../../../../app/contract/words';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Webhook from '@mui/icons-material/Webhook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { useCsvExport } from '../../../shared/useCsvExport';
import { useNotify } from '../../../shell/NotifyProvider';
import { BulkHooksDialog, type HookRun } from '../bulk/BulkHooksDialog';
import { HookEditorDialog } from '../editor/HookEditorDialog';
import { SecretShownOnce } from '../secrets/SecretShownOnce';
import { SetSecretDialog } from '../secrets/SetSecretDialog';
import { useEventCatalog, useRefreshWebhooks, useWebhookList } from '../shared/useWebhooks';
import { rotationPath } from '../shared/webhookRoutes';
import { AttentionSummary } from './AttentionSummary';
import { HookActionConfirm, type ConfirmedAction } from './HookActionConfirm';
import { HookFilterBar } from './HookFilterBar';
import { filterHooks, hasHookFilters, noHookFilters } from './hookFilters';
import { HooksTable, type HookAction } from './HooksTable';
import { UndoOffers } from './UndoOffers';

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; hook: WebhookSummary }
  | { kind: 'set-secret'; hook: WebhookSummary }
  | { kind: 'confirm'; hook: WebhookSummary; action: ConfirmedAction }
  | { kind: 'bulk'; run: HookRun }
  | { kind: 'shown'; hookName: string; secret: string };

const stageWords: Record<string, string> = {
  started: 'step 1 of 4: add the hook with the new secret',
  'new-hook-created': 'step 2 of 4: confirm your receiver accepts the new secret',
  'receiver-confirmed': 'step 3 of 4: pause the old hook',
  'old-hook-paused': 'step 4 of 4: delete the old hook',
};

/** Every webhook of the workspace, what needs attention, and every action on them. */
export function WebhooksPage({ connectionId }: { connectionId: string }) {
  const list = useWebhookList(connectionId);
  const catalog = useEventCatalog(connectionId);
  const refresh = useRefreshWebhooks();
  const navigate = useNavigate();
  const notify = useNotify();
  const [filters, setFilters] = useState(noHookFilters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const csv = useCsvExport('bitbucket.hooks.exportCsv', { one: 'webhook', many: 'webhooks' });
  const rotate = useChannelMutation('bitbucket.rotations.start', {
    // The wizard finds its rotation in the list, so the list is read again before it opens.
    onSuccess: async (rotation) => {
      await refresh();
      await navigate(rotationPath(rotation.id));
    },
    onError: (error) => notify.error(describeError(error)),
  });

  const data = list.data;
  const events = catalog.data?.events ?? [];
  const shown = data ? filterHooks(data.hooks, filters) : [];
  const chosen = shown.filter((hook) => selected.has(hook.id)).map((hook) => hook.id);
  const close = () => setOpen({ kind: 'none' });

  const onAction = (hook: WebhookSummary, action: HookAction) => {
    if (action === 'edit') setOpen({ kind: 'edit', hook });
    else if (action === 'set-secret') setOpen({ kind: 'set-secret', hook });
    else if (action === 'rotate') rotate.mutate({ connectionId, workspace: hook.workspace, hookId: hook.id });
    else setOpen({ kind: 'confirm', hook, action });
  };
  const showSecretOnce = (hookName: string, secret: string | null) => {
    void refresh();
    setOpen(secret ? { kind: 'shown', hookName, secret } : { kind: 'none' });
  };

  return (
    <Box>
      <PageHeader
        title="Webhooks"
        icon={<Webhook />}
        description={data ? `Workspace ${data.workspace}: every webhook, what it listens to, whether its deliveries are signed, and what needs attention.` : 'The webhooks of your Bitbucket workspace.'}
        actions={
          <>
            <Button variant="outlined" startIcon={<DownloadOutlined />} disabled={!data || csv.isPending} onClick={() => csv.run({ connectionId, hookIds: shown.map((hook) => hook.id) })}>
              Export CSV
            </Button>
            <Button variant="contained" startIcon={<AddOutlined />} disabled={!catalog.data} onClick={() => setOpen({ kind: 'create' })}>
              Add webhook
            </Button>
          </>
        }
      />
      <LoadingBar active={list.isFetching || catalog.isFetching} label="Reading the webhooks" />
      <LoadErrorAlert error={list.error} what="The webhooks could not be read." onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      <LoadErrorAlert error={catalog.error} what="Bitbucket’s list of events could not be read." onRetry={() => void catalog.refetch()} sx={{ mb: 2 }} />
      {data && (
        <>
          {data.rotations.map((rotation) => (
            <Alert
              key={rotation.id}
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" component={Link} to={rotationPath(rotation.id)}>
                  Continue
                </Button>
              }
            >
              Secret rotation of “{rotation.oldDescription || rotation.url}” under way: {stageWords[rotation.stage] ?? rotation.stage}.
            </Alert>
          ))}
          {data.secretsKeptIn === 'memory' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              This session keeps secrets in memory only: secrets Orgdesk makes here are forgotten when it closes (the desktop app keeps them in the system keychain).
            </Alert>
          )}
          <UndoOffers connectionId={connectionId} onPutBack={(undo) => setOpen({ kind: 'bulk', run: { kind: 'put-back', undo } })} onChanged={() => void refresh()} />
          <AttentionSummary hooks={data.hooks} onPick={(kind) => setFilters({ ...noHookFilters, attention: kind })} />
          <HookFilterBar values={filters} onChange={setFilters} />
          <Stack direction="row" spacing={1.5} sx={{ mb: 1.5, alignItems: 'center', minHeight: 40 }} role="toolbar" aria-label="Selected webhooks">
            <Typography color="text.secondary" aria-live="polite">
              {chosen.length > 0 ? `${chosen.length} selected` : `${shown.length} of ${plural(data.hooks.length, 'webhook')}${hasHookFilters(filters) ? ` ${agreeing(shown.length, 'matches', 'match')} the filters` : ''}`}
            </Typography>
            {chosen.length > 0 &&
              (['pause', 'resume', 'delete'] as const).map((action) => (
                <Button key={action} size="small" variant="outlined" color={action === 'delete' ? 'error' : 'primary'} onClick={() => setOpen({ kind: 'bulk', run: { kind: 'action', action, hookIds: chosen } })}>
                  {action === 'pause' ? 'Pause selected' : action === 'resume' ? 'Resume selected' : 'Delete selected'}
                </Button>
              ))}
            {hasHookFilters(filters) && (
              <Button size="small" onClick={() => setFilters(noHookFilters)}>
                Clear filters
              </Button>
            )}
          </Stack>
          {shown.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
              {data.hooks.length === 0 ? 'This workspace has no webhooks yet.' : 'No webhook matches the filters.'}
            </Typography>
          ) : (
            <HooksTable key={JSON.stringify(filters)} workspace={data.workspace} hooks={shown} catalog={events} selected={selected} onSelect={setSelected} onAction={onAction} />
          )}
        </>
      )}
      {(open.kind === 'create' || open.kind === 'edit') && (
        <HookEditorDialog
          connectionId={connectionId}
          catalog={events}
          hooks={data?.hooks ?? []}
          hook={open.kind === 'edit' ? open.hook : null}
          onClose={close}
          onSaved={({ name, shownSecret }) => {
            // An edit says what changed from inside the editor; only an addition is announced here.
            if (!shownSecret && open.kind === 'create') notify.success(`Added “${name}”.`);
            showSecretOnce(name, shownSecret);
          }}
        />
      )}
      {open.kind === 'set-secret' && (
        <SetSecretDialog
          connectionId={connectionId}
          hook={open.hook}
          onClose={close}
          onSaved={(secret) => {
            const name = open.hook.description || open.hook.url;
            if (!secret) notify.success(`Saved the secret of “${name}”.`);
            showSecretOnce(name, secret);
          }}
        />
      )}
      {open.kind === 'confirm' && <HookActionConfirm connectionId={connectionId} hook={open.hook} action={open.action} onClose={close} onDone={() => void refresh()} />}
      {open.kind === 'bulk' && (
        <BulkHooksDialog
          connectionId={connectionId}
          run={open.run}
          onClose={(changed) => {
            close();
            if (changed) {
              setSelected(new Set());
              void refresh();
            }
          }}
        />
      )}
      {open.kind === 'shown' && <SecretShownOnce hookName={open.hookName} secret={open.secret} keptIn={data?.secretsKeptIn ?? 'keychain'} onClose={close} />}
    </Box>
  );
}
