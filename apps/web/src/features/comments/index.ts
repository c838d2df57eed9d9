export { CardCommentButton } from './CardCommentButton.tsx';
export { CommentsPanel } from './CommentsPanel.tsx';
export { CommentsProvider } from './CommentsProvider.tsx';
export { CommentsToggle } from './CommentsToggle.tsx';
export { useComments } from './commentsContext.ts';
