import { useMemo, type ReactNode } from 'react';
import type { Transport } from './api.ts';
import { EndScreen } from './EndScreen.tsx';
import { QuestionPage } from './QuestionPage.tsx';
import { endPageOutcome, isOwnEndPage, parseSurveyLink } from './surveyLink.ts';
import { previewTransport, sessionTransport, takePreviewToken } from './transports.ts';
import { useRunner } from './useRunner.ts';

/** The transport the link asks for, or null when the link is incomplete. */
function transportOf(search: string): { transport: Transport; preview: boolean } | null {
  const link = parseSurveyLink(search);
  if (!link.surveyId || !link.respondentId) return null;
  if (link.preview) {
    const token = takePreviewToken(link.surveyId, link.respondentId);
    return { transport: previewTransport(link.surveyId, link.respondentId, token), preview: true };
  }
  if (!link.supplierCode || !link.signature) return null;
  return {
    transport: sessionTransport({
      surveyId: link.surveyId,
      respondentId: link.respondentId,
      supplierCode: link.supplierCode,
      signature: link.signature,
    }),
    preview: false,
  };
}

/** The respondent runner: `/end?outcome=` (the panel's way back) or a survey link. */
export function App() {
  const { pathname, search } = window.location;
  const outcome = endPageOutcome(pathname, search);
  const found = useMemo(() => (outcome === null ? transportOf(search) : null), [outcome, search]);
  if (outcome !== null)
    return (
      <Shell preview={false}>
        <EndScreen ending={outcome} />
      </Shell>
    );
  if (found === null) {
    return (
      <Shell preview={false}>
        <EndScreen ending="invalid_link" />
      </Shell>
    );
  }
  return (
    <Shell preview={found.preview}>
      <Runner transport={found.transport} />
    </Shell>
  );
}

function Shell({ preview, children }: { preview: boolean; children: ReactNode }) {
  return (
    <>
      {preview && (
        <p className="preview-banner" role="note">
          Preview: answers are not saved
        </p>
      )}
      <main className="card">{children}</main>
    </>
  );
}

function Runner({ transport }: { transport: Transport }) {
  const { phase, status, problem, submit } = useRunner(transport);
  switch (phase.kind) {
    case 'loading':
      return (
        <p className="status" role="status">
          {status === 'reconnecting' ? 'Reconnecting…' : 'Loading…'}
        </p>
      );
    case 'page':
      return (
        <QuestionPage
          key={phase.page.key}
          page={phase.page}
          status={status}
          problem={problem}
          onSubmit={(answer) => void submit(phase.page.key, answer)}
        />
      );
    case 'end': {
      const { redirectUrl } = phase;
      const away =
        redirectUrl !== null && !isOwnEndPage(redirectUrl, window.location.origin)
          ? redirectUrl
          : null;
      return <EndScreen ending={phase.outcome} redirectUrl={away} />;
    }
    case 'stopped':
      return <EndScreen ending={phase.stop} />;
  }
}
