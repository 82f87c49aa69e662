import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { pageAccessPath } from '../shared/contentRoutes';

/** Paste a page's address (any form Confluence shows) or its id, and go straight to its access. */
export function OpenByLink({ connectionId }: { connectionId: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const check = useChannelMutation('confluence.pageLinks.check');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    check.mutate({ connectionId, text }, { onSuccess: (page) => void navigate(pageAccessPath(page.pageId)) });
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} aria-label="Open a page by its link or id">
      <TextField
        label="Page link or id"
        placeholder="https://your-site.atlassian.net/wiki/spaces/…/pages/123456"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (check.isError) check.reset();
        }}
        error={check.isError}
        helperText={check.isError ? describeError(check.error) : 'Paste the address of a page from the browser, or its id.'}
        fullWidth
        sx={{ maxWidth: 640 }}
      />
      <Button type="submit" variant="outlined" disabled={text.trim() === '' || check.isPending} sx={{ mt: { sm: 1 } }}>
        Open page
      </Button>
    </Stack>
  );
}
