/**
 * A page that mounts PreviewPane the way the editor will (it owns the document, the selection and
 * the open state), for the browser test; never built into the dashboard.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../../app/theme.ts';
import { PreviewPane } from '../PreviewPane.tsx';

const start = new QuestionnaireBuilder()
  .question('Which drink?', ['Tea', 'Coffee'])
  .question('Which snacks?', ['Crisps', 'Nuts', 'Fruit'], 'Basic', true)
  .fork('Split')
  .textCard('Thank you', 'That is all')
  .build();

function renameFirst(q: Questionnaire, text: string): Questionnaire {
  const [first, ...rest] = q.entries;
  if (first?.entryType !== 'question') return q;
  const item = first.entryItem;
  return {
    ...q,
    entries: [{ ...first, entryItem: { ...item, question: { ...item.question, text } } }, ...rest],
  };
}

function Harness() {
  const [q, setQ] = useState(start);
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState(true);
  const select = (position: number) => setSelected(q.entries[position]?.number ?? null);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main style={{ display: 'flex', gap: 24, padding: 16 }}>
        <div>
          <h1>Editor stand-in</h1>
          <button type="button" onClick={() => select(1)}>
            Select Q2
          </button>
          <button type="button" onClick={() => select(2)}>
            Select the fork
          </button>
          <button type="button" onClick={() => select(3)}>
            Select T1
          </button>
          <button type="button" onClick={() => setQ(renameFirst(q, 'Which hot drink?'))}>
            Rename Q1
          </button>
        </div>
        <PreviewPane
          questionnaire={q}
          selectedNumber={selected}
          open={open}
          onOpenChange={setOpen}
        />
      </main>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
