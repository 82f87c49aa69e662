import { Link as RouterLink } from 'react-router';
import { cellClass } from '../../../shared/cellClasses';
import { HIDDEN_EMAIL, nameOrHidden } from '../../../shared/people/privacy';

interface Props {
  name: string | null;
  email: string | null;
  accountId: string;
  /** Where the name leads (the person's account); plain text without it. */
  to?: string;
}

/**
 * A token's owner in a table cell: the name (up to two lines) over the e-mail. Two people can share a name,
 * so when the e-mail is hidden the account id stands in for it, with the reason on hover.
 */
export function OwnerCell({ name, email, accountId, to }: Props) {
  const shown = nameOrHidden(name);
  const nameClass = `${cellClass.twoLines}${to ? ` ${cellClass.link}` : ''}`;
  return (
    <div className={cellClass.nameStack}>
      {to ? (
        <RouterLink to={to} className={nameClass} title={shown}>
          {shown}
        </RouterLink>
      ) : (
        <span className={nameClass} title={shown}>
          {shown}
        </span>
      )}
      {email === null ? (
        <em className={cellClass.caption} title={HIDDEN_EMAIL}>
          {accountId}
        </em>
      ) : (
        <span className={cellClass.caption} title={email}>
          {email}
        </span>
      )}
    </div>
  );
}
