import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Language from '@mui/icons-material/Language';
import Webhook from '@mui/icons-material/Webhook';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ConnectionArea, ConnectionView } from '../../../../app/contract/app/connections.channels';
import type { ContractError } from '../../api/ContractError';
import { channelKey, useChannelMutation } from '../../api/hooks';
import { useNotify } from '../../shell/NotifyProvider';
import { AdvancedBaseUrl } from './AdvancedBaseUrl';
import { FormSection } from './FormSection';
import {
  DEFAULT_ADMIN_BASE_URL,
  DEFAULT_BITBUCKET_BASE_URL,
  draftFromForm,
  emptyForm,
  formFromConnection,
  problemsFromIssues,
  type ConnectionFormValues,
  type FormProblems,
} from './formModel';
import { SecretField } from './SecretField';
import { FormDialog } from '../../shared/FormDialog';

interface Props {
  /** null adds a new connection. */
  connection: ConnectionView | null;
  /** Opens with this part switched on and its first field focused. */
  focusSection?: ConnectionArea;
  onClose(): void;
}

const noProblems: FormProblems = { fields: {}, general: [] };

function readSecret(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

export function ConnectionFormDialog({ connection, focusSection, onClose }: Props) {
  const [initial] = useState<ConnectionFormValues>(() => {
    const start = connection ? formFromConnection(connection) : emptyForm();
    if (focusSection) start[focusSection].enabled = true;
    return start;
  });
  const [values, setValues] = useState<ConnectionFormValues>(initial);
  // Secrets are typed into fields React does not hold (they never sit in its state): whether any was typed.
  const [secretTyped, setSecretTyped] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  const jiraVersionLabelId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const onSaved = (saved: ConnectionView) => {
    notify.success(connection ? `Saved changes to “${saved.name}”.` : `Added “${saved.name}”.`);
    void queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') });
    onClose();
  };
  const onFailed = (error: ContractError) => {
    setProblems(
      error.code === 'VALIDATION' && error.fields.length > 0
        ? problemsFromIssues(error.fields)
        : { fields: {}, general: [error.message] },
    );
  };
  const add = useChannelMutation('app.connections.add', { onSuccess: onSaved, onError: onFailed });
  const update = useChannelMutation('app.connections.update', { onSuccess: onSaved, onError: onFailed });
  const busy = add.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblems(noProblems);
    const draft = draftFromForm(values, {
      siteApiToken: readSecret(form, 'site.apiToken'),
      adminApiKey: readSecret(form, 'admin.apiKey'),
      bitbucketToken: readSecret(form, 'bitbucket.token'),
    });
    if (connection) update.mutate({ id: connection.id, draft });
    else add.mutate(draft);
  };

  const set = <K extends ConnectionArea>(key: K, patch: Partial<ConnectionFormValues[K]>) =>
    setValues((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  const err = problems.fields;
  const focus = (part: ConnectionArea) => focusSection === part;

  const dirty = secretTyped || JSON.stringify(values) !== JSON.stringify(initial);

  return (
    <FormDialog
      title={connection ? `Edit “${connection.name}”` : 'Add a connection'}
      dirty={dirty}
      busy={busy}
      discardNote={connection ? 'The connection stays as it was.' : 'The connection is not added.'}
      maxWidth="md"
      onClose={onClose}
      actions={
        <Button type="submit" form="connection-form" variant="contained" disabled={busy}>
          {connection ? 'Save changes' : 'Save connection'}
        </Button>
      }
    >
      <form
        id="connection-form"
        onSubmit={submit}
        noValidate
        onInput={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'password' && event.target.value !== '') setSecretTyped(true);
        }}
      >
        <Stack spacing={2.5}>
          {(problems.general.length > 0 || Object.keys(err).length > 0) && (
            <Alert severity="error" role="alert">
              {problems.general.length > 0 ? problems.general.join(' ') : 'Some fields need attention. Nothing was saved.'}
            </Alert>
          )}
          <TextField
            name="name"
            label="Connection name"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            error={err.name !== undefined}
            helperText={err.name ?? 'A name you will recognise, e.g. the company or site name.'}
            autoFocus={!focusSection}
            required
          />
          <FormSection
            title="Site"
            description="Your Confluence and Jira site. Needed for Content, Projects and Users & tokens."
            icon={<Language />}
            enabled={values.site.enabled}
            onToggle={(enabled) => set('site', { enabled })}
            offWarning={connection?.site ? 'The saved site and its API token will be forgotten when you save.' : undefined}
          >
            <TextField
              name="site.url"
              label="Site address"
              placeholder="https://your-company.atlassian.net"
              value={values.site.url}
              onChange={(event) => set('site', { url: event.target.value })}
              error={err['site.url'] !== undefined}
              helperText={err['site.url'] ?? 'The address you open Jira or Confluence with.'}
              autoFocus={focus('site')}
              slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
            />
            <TextField
              name="site.email"
              label="Your Atlassian account e-mail"
              type="email"
              value={values.site.email}
              onChange={(event) => set('site', { email: event.target.value })}
              error={err['site.email'] !== undefined}
              helperText={err['site.email'] ?? 'The account the API token belongs to.'}
            />
            <SecretField
              name="site.apiToken"
              label="API token"
              saved={connection?.site?.tokenSaved ?? false}
              error={err['site.apiToken']}
              hint="Create one at id.atlassian.com under Security → API tokens."
            />
            <FormControl>
              <FormLabel id={jiraVersionLabelId}>How Orgdesk talks to Jira</FormLabel>
              <RadioGroup
                row
                aria-labelledby={jiraVersionLabelId}
                name="jiraApiVersion"
                value={values.jiraApiVersion}
                onChange={(event) => setValues({ ...values, jiraApiVersion: event.target.value === '2' ? '2' : '3' })}
              >
                <FormControlLabel value="3" control={<Radio />} label="The current way (recommended)" />
                <FormControlLabel value="2" control={<Radio />} label="The older way, only if this site refuses the current one" />
              </RadioGroup>
            </FormControl>
          </FormSection>
          <FormSection
            title="Organization admin"
            description="An organization API key from admin.atlassian.com. Needed for Users & tokens."
            icon={<AdminPanelSettingsOutlined />}
            enabled={values.admin.enabled}
            onToggle={(enabled) => set('admin', { enabled })}
            offWarning={connection?.admin ? 'The saved API key will be forgotten when you save.' : undefined}
          >
            <SecretField
              name="admin.apiKey"
              label="Organization API key"
              saved={connection?.admin?.apiKeySaved ?? false}
              error={err['admin.apiKey']}
              hint="Create one in Atlassian Administration under Settings → API keys."
              autoFocus={focus('admin')}
            />
            <AdvancedBaseUrl
              name="admin.baseUrl"
              label="Admin API address"
              value={values.admin.baseUrl}
              defaultUrl={DEFAULT_ADMIN_BASE_URL}
              error={err['admin.baseUrl']}
              onChange={(baseUrl) => set('admin', { baseUrl })}
            />
          </FormSection>
          <FormSection
            title="Bitbucket"
            description="A Bitbucket workspace and an access token. Needed for Webhooks."
            icon={<Webhook />}
            enabled={values.bitbucket.enabled}
            onToggle={(enabled) => set('bitbucket', { enabled })}
            offWarning={connection?.bitbucket ? 'The saved workspace and access token will be forgotten when you save.' : undefined}
          >
            <TextField
              name="bitbucket.workspace"
              label="Workspace ID"
              value={values.bitbucket.workspace}
              onChange={(event) => set('bitbucket', { workspace: event.target.value })}
              error={err['bitbucket.workspace'] !== undefined}
              helperText={err['bitbucket.workspace'] ?? 'The short name in your Bitbucket address: bitbucket.org/<workspace>.'}
              autoFocus={focus('bitbucket')}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <SecretField
              name="bitbucket.token"
              label="Workspace access token"
              saved={connection?.bitbucket?.tokenSaved ?? false}
              error={err['bitbucket.token']}
              hint="Create one in the workspace settings under Access tokens, with webhook permissions."
            />
            <AdvancedBaseUrl
              name="bitbucket.baseUrl"
              label="Bitbucket API address"
              value={values.bitbucket.baseUrl}
              defaultUrl={DEFAULT_BITBUCKET_BASE_URL}
              error={err['bitbucket.baseUrl']}
              onChange={(baseUrl) => set('bitbucket', { baseUrl })}
            />
          </FormSection>
        </Stack>
      </form>
    </FormDialog>
  );
}
