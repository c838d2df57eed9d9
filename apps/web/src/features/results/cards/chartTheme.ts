import type { Theme } from '@mui/material/styles';

/**
 * Series colours of stacked charts, from the theme's palette first and then darker shades that
 * keep 3:1 against white (WCAG 1.4.11 for graphics); the table view carries the exact figures.
 */
export function seriesColours(theme: Theme): string[] {
  const { palette } = theme;
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
    palette.success.dark,
    palette.primary.dark,
    palette.secondary.dark,
    palette.grey[700],
    palette.info.dark,
  ];
}

export const seriesColour = (colours: readonly string[], index: number) =>
  colours[index % colours.length] ?? '#000';
