import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Language from '@mui/icons-material/Language';
import Webhook from '@mui/icons-material/Webhook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import type { ConnectionArea, ConnectionView } from '../../../../app/contract/app/connections.channels';
import { partNames } from '../../shared/connections/parts';
import { lastCheck } from '../../shared/connections/readiness';
import { useNow } from '../../shared/useNow';
import { CheckResult } from './CheckResult';

const partIcons: Record<ConnectionArea, ReactElement> = {
  site: <Language fontSize="small" />,
  admin: <AdminPanelSettingsOutlined fontSize="small" />,
  bitbucket: <Webhook fontSize="small" />,
};

const parts: readonly ConnectionArea[] = ['site', 'admin', 'bitbucket'];

function savedWord(saved: boolean, what: string): string {
  return saved ? `${what} saved` : `no ${what.toLowerCase()} saved yet`;
}

/** One line per part: what is configured, in plain words. */
/** Null when the part is not set up. */
function describePart(connection: ConnectionView, part: ConnectionArea): string | null {
  const { site, admin, bitbucket } = connection;
  if (part === 'site') return site && `${site.url} · ${site.email} · ${savedWord(site.tokenSaved, 'API token')}`;
  if (part === 'admin') return admin && `${admin.baseUrl} · ${savedWord(admin.apiKeySaved, 'API key')}`;
  return bitbucket && `Workspace ${bitbucket.workspace} · ${savedWord(bitbucket.tokenSaved, 'Access token')}`;
}

interface Props {
  connection: ConnectionView;
  testing: ReadonlySet<ConnectionArea>;
  onTest(part: ConnectionArea): void;
  onSetUp(part: ConnectionArea): void;
}

export function ConnectionParts({ connection, testing, onTest, onSetUp }: Props) {
  const now = useNow(30_000);
  return (
    <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`Parts of ${connection.name}`}>
      {parts.map((part) => {
        const detail = describePart(connection, part);
        const result = detail ? lastCheck(connection, part) : undefined;
        const busy = testing.has(part);
        return (
          <Box
            component="li"
            key={part}
            sx={{ display: 'flex', gap: 2, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }}
          >
            <Box sx={{ color: detail ? 'primary.main' : 'text.disabled', mt: '2px' }} aria-hidden>
              {partIcons[part]}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {partNames[part]}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {detail ?? 'Not set up'}
              </Typography>
              {result && (
                <Box sx={{ mt: 1 }}>
                  <CheckResult check={result} now={now} />
                </Box>
              )}
            </Box>
            {detail ? (
              <Button
                size="small"
                variant="text"
                onClick={() => onTest(part)}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={14} aria-hidden /> : undefined}
                aria-label={`Test ${partNames[part]} of ${connection.name}`}
              >
                {busy ? 'Testing…' : 'Test'}
              </Button>
            ) : (
              <Button size="small" onClick={() => onSetUp(part)} aria-label={`Set up ${partNames[part]} for ${connection.name}`}>
                Set up
              </Button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export function configuredParts(connection: ConnectionView): ConnectionArea[] {
  return parts.filter((part) => connection[part] !== null);
}
