export { useUserAction } from './hooks/useProjectMutations.ts';
export { DuplicateSurveyDialog } from './dialogs/DuplicateSurveyDialog.tsx';
export { EditProjectTitleDialog } from './dialogs/EditProjectTitleDialog.tsx';
export { PauseProjectDialog } from './dialogs/PauseProjectDialog.tsx';
