import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field with the magnifier in front: every search and text filter in Orgdesk looks the same. */
export function SearchField({ slotProps, size, ...props }: TextFieldProps) {
  return (
    <TextField
      size={size}
      {...props}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize={size === 'small' ? 'small' : 'medium'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
