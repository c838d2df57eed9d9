import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** /projects: the list itself (search, filters, items) is the next piece of work. */
export function ProjectsPage() {
  return (
    <Box component="section" aria-labelledby="projects-title" sx={{ px: 6, py: 5 }}>
      <Typography id="projects-title" variant="h1" sx={{ mb: 2 }}>
        Projects
      </Typography>
      <Typography color="text.secondary">The projects list is not available yet.</Typography>
    </Box>
  );
}
