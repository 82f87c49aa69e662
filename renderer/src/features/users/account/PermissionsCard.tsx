import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AccountPermissions } from '../../../../../app/contract/users/accounts.channels';
import { asSentence } from '../accountWords';

interface Line {
  label: string;
  allowed: boolean;
  reason: string | null;
  /** Allowed by Atlassian, but not something Orgdesk does: the line says where to do it. */
  elsewhere?: boolean;
}

/** What Atlassian may allow but Orgdesk does not offer, and where an admin does it instead. */
const notInOrgdesk = new Set(['email.set', 'lifecycle.delete']);
const WHERE_ELSE = 'Orgdesk does not do this: use Atlassian Administration (admin.atlassian.com), Directory › Managed accounts.';

/** Profile fields collapse into one line per outcome, so nine fields do not read as nine rules. */
function fieldLines(permissions: AccountPermissions): Line[] {
  const open = permissions.profileFields.filter((field) => field.allowed).map((field) => field.label);
  const byReason = new Map<string, string[]>();
  for (const field of permissions.profileFields) {
    if (field.allowed) continue;
    const reason = asSentence(field.refusal?.text ?? "Atlassian doesn't allow this");
    byReason.set(reason, [...(byReason.get(reason) ?? []), field.label]);
  }
  const lines: Line[] = [];
  if (open.length > 0) lines.push({ label: `Edit ${open.join(', ').toLowerCase()}`, allowed: true, reason: null });
  for (const [reason, labels] of byReason) lines.push({ label: `Edit ${labels.join(', ').toLowerCase()}`, allowed: false, reason });
  return lines;
}

export function PermissionsCard({ permissions }: { permissions: AccountPermissions }) {
  const lines: Line[] = [
    ...permissions.actions.map((action) => ({
      label: action.label,
      allowed: action.allowed,
      elsewhere: notInOrgdesk.has(action.name),
      reason: action.allowed
        ? notInOrgdesk.has(action.name)
          ? WHERE_ELSE
          : null
        : asSentence(action.refusal?.text ?? "Atlassian doesn't allow this"),
    })),
    ...fieldLines(permissions),
  ];
  return (
    <Card component="section" aria-labelledby="permissions-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" id="permissions-title">
          What you can do
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          As Atlassian reports it for this account right now.
        </Typography>
        <List dense aria-label="Your permissions over this account">
          {lines.map((line) => (
            <ListItem key={line.label} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 34, mt: 0.5 }}>
                {line.allowed && line.elsewhere ? (
                  <OpenInNewOutlined fontSize="small" color="info" titleAccess="Allowed, outside Orgdesk" />
                ) : line.allowed ? (
                  <CheckCircleOutlined fontSize="small" color="success" titleAccess="Allowed" />
                ) : (
                  <LockOutlined fontSize="small" color="disabled" titleAccess="Not allowed" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={line.label}
                secondary={line.reason}
                slotProps={{ primary: { sx: { color: line.allowed ? 'text.primary' : 'text.secondary' } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
