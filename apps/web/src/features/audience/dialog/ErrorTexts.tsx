import Typography from '@mui/material/Typography';

/** Validation messages under the field they are about (errors red, warnings muted). */
export function ErrorTexts({
  errors,
}: {
  errors: readonly { message: string; severity: string }[];
}) {
  if (errors.length === 0) return null;
  return (
    <>
      {errors.map((e) => (
        <Typography
          key={e.message}
          variant="caption"
          component="p"
          color={e.severity === 'error' ? 'error' : 'text.secondary'}
          sx={{ mt: 0.5 }}
        >
          {e.message}
        </Typography>
      ))}
    </>
  );
}
