import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe.ts';

// The check every screen's test relies on: it must still see a real contrast problem, and must
// not report the colours of a transition nobody sees at rest.
const page = (button: string) =>
  `<!doctype html><html lang="en"><head><title>Axe check</title></head>` +
  `<body><main><h1>Axe check</h1>${button}</main></body></html>`;

test('fails a control that is too pale at rest', async ({ page: p }) => {
  await p.setContent(page('<button style="color:#bbb;background:#fff">Pale</button>'));
  await expect(checkA11y(p, 'pale button')).rejects.toThrow(/color-contrast \(serious\)/);
});

test('reads a control in its resting colours while a transition is still running', async ({
  page: p,
}) => {
  await p.setContent(
    page(
      '<button id="b" style="color:#eee;background:#fff;transition:color 20s linear">Ready</button>',
    ),
  );
  await p.evaluate(() => {
    const button = document.getElementById('b');
    if (button) button.style.color = '#0d47a1';
  });
  await checkA11y(p, 'button turning dark');
});
