interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_RESPONDENT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
