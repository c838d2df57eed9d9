import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { sharedApolloClient } from '../lib/apolloClient.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

/** Root providers: theme, one snackbar provider (spec: at most 2, 3 s), Apollo, router. */
export function App() {
  const [client] = useState(sharedApolloClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={2}
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
