/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AnswerQuotaCellInput = {
  optionLks: Array<string>;
  target: number;
  targetKind: QuotaTargetKind;
};

export type AudienceQuestionTypeCode = 'CustomAudience' | 'StandardAudience';

export type CountPropositionInput = {
  max: number;
  min: number;
  questionLk: string;
};

export type EntryType = 'fork' | 'matrix' | 'question' | 'section' | 'textCard';

/** Add to this clause (OR) when setting; with removal, only this clause (or proposition). */
export type LogicInfoRefInput = {
  clauseNumber: number;
  propositionId?: string | null | undefined;
};

export type MaskingClause = 'AND' | 'OR';

export type MaskingKeyInput = {
  matrixTitleLk?: string | null | undefined;
  questionLk: string;
  responseOptionLk: string;
};

export type MaskingRuleInput = {
  clause: MaskingClause;
  maskingKeys: Array<MaskingKeyInput>;
  negated: boolean;
};

export type MatrixCountPropositionInput = {
  matrixTitleLk: string;
  max: number;
  min: number;
  questionLk: string;
};

export type MatrixOptionsPropositionInput = {
  matrixTitleLk: string;
  questionLk: string;
  responseOptionLks: Array<string>;
};

export type MatrixRowCountPropositionInput = {
  matrixTitleLk: string;
  max: number;
  min: number;
  responseOptionLk: string;
};

export type MediaType = 'image' | 'video';

export type OptionsPropositionInput = {
  questionLk: string;
  responseOptionLks: Array<string>;
};

/** Exactly one field is set (audienceReponseOption is the spec's spelling). */
export type PropositionInput = {
  audienceReponseOption?: OptionsPropositionInput | null | undefined;
  matrixResponseOption?: MatrixOptionsPropositionInput | null | undefined;
  matrixResponseOptionCount?: MatrixCountPropositionInput | null | undefined;
  matrixRowCount?: MatrixRowCountPropositionInput | null | undefined;
  questionResponseOption?: OptionsPropositionInput | null | undefined;
  questionResponseOptionCount?: CountPropositionInput | null | undefined;
  questionResponseOptionRank?: RankPropositionInput | null | undefined;
};

export type PropositionKind =
  | 'audienceResponseOption'
  | 'matrixResponseOption'
  | 'matrixResponseOptionCount'
  | 'matrixRowCount'
  | 'questionResponseOption'
  | 'questionResponseOptionCount'
  | 'questionResponseOptionRank';

export type QuestionKind = 'audience' | 'questionnaire';

export type QuestionSettingCode =
  | 'BasicChoice'
  | 'CharacterLimit'
  | 'ChoiceIntervalMax'
  | 'ChoiceIntervalMin'
  | 'ChoiceLimit'
  | 'ContentStructure'
  | 'DontKnow'
  | 'FlipOptions'
  | 'MatrixChoice'
  | 'MatrixFlipOptions'
  | 'MatrixRandomiseResponseOptions'
  | 'MatrixRandomiseRows'
  | 'NoneOfThese'
  | 'PreferNotToSay'
  | 'RandomiseOptions'
  | 'RankChoiceRequisite'
  | 'SliderLabels';

export type QuestionTypeCode = 'Basic' | 'FreeText' | 'Ranked' | 'Scale';

export type QuotaTargetKind = 'count' | 'percent';

export type RankPropositionInput = {
  questionLk: string;
  rank: number;
  responseOptionLk: string;
};

export type Rotype = 'double' | 'int' | 'link' | 'string';

export type SettingInput = {
  questionSettingCode: QuestionSettingCode;
  settingValue: string;
};

export type TextEntryState = 'disabled' | 'enabled';

export type TranslationFileFormat = 'XLIFF' | 'XLSX';

export type AudienceQuestionnaireSummaryQueryVariables = Exact<{
  surveyId: string;
}>;

export type AudienceQuestionnaireSummaryQuery = {
  draftQuestionnaireSummary: {
    surveyId: string;
    version: number;
    entryCount: number;
    validationErrorCount: number;
  } | null;
};

export type AddQuestionnaireMutationVariables = Exact<{
  surveyId: string;
}>;

export type AddQuestionnaireMutation = { addQuestionnaire: { surveyId: string; version: number } };

export type DuplicateQuestionnaireMutationVariables = Exact<{
  surveyId: string;
  newSurveyId: string;
  accountMarkup: number;
}>;

export type DuplicateQuestionnaireMutation = {
  duplicateQuestionnaire: { surveyId: string; version: number };
};

export type ChangeFieldsFragment = {
  version: number;
  appliedAt: string;
  clientMutationId: string | null;
  replayed: boolean;
};

export type DraftQuestionnaireQueryVariables = Exact<{
  surveyId: string;
}>;

export type DraftQuestionnaireQuery = {
  draftQuestionnaire: {
    questionnaireId: string;
    surveyId: string;
    version: number;
    lastEntryNumber: number;
    sectionsShown: number | null;
    answerQuotas: Array<{
      questionLk: string;
      cells: Array<{ optionLks: Array<string>; targetKind: QuotaTargetKind; target: number }>;
    }>;
    locale: { language: string; country: string };
    entries: Array<
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            fork: {
              forkId: string;
              name: string;
              branches: Array<{ branchNumber: number; label: string; percentage: number }>;
            };
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            matrixTitleLk: string;
            matrixTitle: { matrixTitleId: string; title: string; titleStyling: unknown };
            matrixRows: Array<{
              questionLk: string;
              position: number;
              createdDate: string;
              pinned: boolean;
              question: { questionId: string; text: string };
              maskingRules: Array<{
                clause: MaskingClause;
                negated: boolean;
                maskingKeys: Array<{
                  questionLk: string;
                  matrixTitleLk: string | null;
                  responseOptionLk: string;
                }>;
              }>;
              questionMedia: {
                mediaName: string;
                mediaUrl: string;
                mediaType: MediaType;
                renderedMediaUrl: string | null;
              } | null;
            }>;
            responseOptions: Array<{
              responseOptionLk: string;
              position: number;
              pinned: boolean;
              exclusive: boolean;
              textEntryState: TextEntryState;
              route: { targetNumber: number } | null;
              maskingRules: Array<{
                clause: MaskingClause;
                negated: boolean;
                maskingKeys: Array<{
                  questionLk: string;
                  matrixTitleLk: string | null;
                  responseOptionLk: string;
                }>;
              }>;
              media: {
                mediaName: string;
                mediaUrl: string;
                mediaType: MediaType;
                renderedMediaUrl: string | null;
              } | null;
              responseOption: {
                responseOptionId: string;
                value: string;
                rotype: Rotype;
                createdDate: string;
              };
            }>;
            settingValues: Array<{
              code: QuestionSettingCode;
              value: string;
              createdDate: string;
              sinceDate: string;
            }>;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            questionLk: string;
            questionTypeCode: QuestionTypeCode;
            question: {
              questionId: string;
              text: string;
              textStyling: unknown;
              createdDate: string;
            };
            questionMedia: {
              mediaName: string;
              mediaUrl: string;
              mediaType: MediaType;
              renderedMediaUrl: string | null;
            } | null;
            questionScale: {
              range: { min: number; max: number; step: number; startingPosition: number };
              labels: Array<{
                position: number;
                label: { text: string; language: string; country: string };
              }>;
            } | null;
            responseOptions: Array<{
              responseOptionLk: string;
              position: number;
              pinned: boolean;
              exclusive: boolean;
              textEntryState: TextEntryState;
              route: { targetNumber: number } | null;
              maskingRules: Array<{
                clause: MaskingClause;
                negated: boolean;
                maskingKeys: Array<{
                  questionLk: string;
                  matrixTitleLk: string | null;
                  responseOptionLk: string;
                }>;
              }>;
              media: {
                mediaName: string;
                mediaUrl: string;
                mediaType: MediaType;
                renderedMediaUrl: string | null;
              } | null;
              responseOption: {
                responseOptionId: string;
                value: string;
                rotype: Rotype;
                createdDate: string;
              };
            }>;
            settingValues: Array<{
              code: QuestionSettingCode;
              value: string;
              createdDate: string;
              sinceDate: string;
            }>;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            sectionId: string;
            name: string;
            rotate: boolean | null;
            randomiseCards: boolean | null;
            pinnedCards: Array<number> | null;
            entries: Array<
              | { number: number }
              | { number: number }
              | { number: number }
              | { number: number }
              | { number: number }
            >;
            loop: {
              sourceQuestionLk: string | null;
              maxIterations: number;
              randomOrder: boolean | null;
              items: Array<{ itemId: string; text: string }> | null;
            } | null;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            textCardLk: string;
            textCard: {
              textCardId: string;
              title: string;
              titleStyling: unknown;
              subtitle: string;
              body: string;
            };
            questionMedia: {
              mediaName: string;
              mediaUrl: string;
              mediaType: MediaType;
              renderedMediaUrl: string | null;
            } | null;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
    >;
    sectionCards: Array<
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            fork: {
              forkId: string;
              name: string;
              branches: Array<{ branchNumber: number; label: string; percentage: number }>;
            };
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            matrixTitleLk: string;
            matrixTitle: { matrixTitleId: string; title: string; titleStyling: unknown };
            matrixRows: Array<{
              questionLk: string;
              position: number;
              createdDate: string;
              pinned: boolean;
              question: { questionId: string; text: string };
              maskingRules: Array<{
                clause: MaskingClause;
                negated: boolean;
                maskingKeys: Array<{
                  questionLk: string;
                  matrixTitleLk: string | null;
                  responseOptionLk: string;
                }>;
              }>;
              questionMedia: {
                mediaName: string;
                mediaUrl: string;
                mediaType: MediaType;
                renderedMediaUrl: string | null;
              } | null;
            }>;
            responseOptions: Array<{
              responseOptionLk: string;
              position: number;
              pinned: boolean;
              exclusive: boolean;
              textEntryState: TextEntryState;
              route: { targetNumber: number } | null;
              maskingRules: Array<{
                clause: MaskingClause;
                negated: boolean;
                maskingKeys: Array<{
                  questionLk: string;
                  matrixTitleLk: string | null;
                  responseOptionLk: string;
                }>;
              }>;
              media: {
                mediaName: string;
                mediaUrl: string;
                mediaType: MediaType;
                renderedMediaUrl: string | null;
              } | null;
              responseOption: {
                responseOptionId: string;
                value: string;
                rotype: Rotype;
                createdDate: string;
              };
            }>;
            settingValues: Array<{
              code: QuestionSettingCode;
              value: string;
              createdDate: string;
              sinceDate: string;
            }>;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            questionLk: string;
            questionTypeCode: QuestionTypeCode;
            question: {
              questionId: string;
              text: string;
              textStyling: unknown;
              createdDate: string;
            };
            questionMedia: {
              mediaName: string;
              mediaUrl: string;
              mediaType: MediaType;
              renderedMediaUrl: string | null;
            } | null;
            questionScale: {
              range: { min: number; max: number; step: number; startingPosition: number };
              labels: Array<{
                position: number;
                label: { text: string; language: string; country: string };
              }>;
            } | null;
            responseOptions: Array<{
              responseOptionLk: string;
              position: number;
              pinned: boolean;
              exclusive: boolean;
              textEntryState: TextEntryState;
              route: { targetNumber: number } | null;
              maskingRules: Array<{
                clause: MaskingClause;
                negated: boolean;
                maskingKeys: Array<{
                  questionLk: string;
                  matrixTitleLk: string | null;
                  responseOptionLk: string;
                }>;
              }>;
              media: {
                mediaName: string;
                mediaUrl: string;
                mediaType: MediaType;
                renderedMediaUrl: string | null;
              } | null;
              responseOption: {
                responseOptionId: string;
                value: string;
                rotype: Rotype;
                createdDate: string;
              };
            }>;
            settingValues: Array<{
              code: QuestionSettingCode;
              value: string;
              createdDate: string;
              sinceDate: string;
            }>;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
      | {
          number: number;
          position: number;
          contextPosition: number;
          label: string;
          entryType: EntryType;
          questionKind: QuestionKind;
          createdDate: string;
          sinceDate: string;
          entryItem: {
            textCardLk: string;
            textCard: {
              textCardId: string;
              title: string;
              titleStyling: unknown;
              subtitle: string;
              body: string;
            };
            questionMedia: {
              mediaName: string;
              mediaUrl: string;
              mediaType: MediaType;
              renderedMediaUrl: string | null;
            } | null;
          };
          forks: Array<{ forkId: string; branchNumber: number }>;
          questionLogic: Array<{
            clauseNumber: number;
            propositionId: string;
            negated: boolean;
            proposition:
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  min: number;
                  max: number;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  questionLk: string;
                  responseOptionLks: Array<string>;
                }
              | {
                  kind: PropositionKind;
                  matrixTitleLk: string;
                  responseOptionLk: string;
                  min: number;
                  max: number;
                }
              | { kind: PropositionKind; questionLk: string; min: number; max: number }
              | { kind: PropositionKind; questionLk: string; responseOptionLks: Array<string> }
              | {
                  kind: PropositionKind;
                  questionLk: string;
                  responseOptionLk: string;
                  rank: number;
                };
          }>;
        }
    >;
    audienceEntries: Array<{
      number: number;
      position: number;
      contextPosition: number;
      label: string;
      questionKind: QuestionKind;
      entryType: EntryType;
      entryItem: {
        questionLk: string;
        questionTypeCode: AudienceQuestionTypeCode;
        question: { questionId: string; text: string };
        responseOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          route: { targetNumber: number } | null;
          responseOption: { responseOptionId: string; value: string; rotype: Rotype };
        }>;
        settingValues: Array<{ code: string; value: string }>;
      };
    }>;
  };
};

export type AddQuestionMutationVariables = Exact<{
  questionnaireId: string;
  questionTypeCode: QuestionTypeCode;
  position: number;
  text?: string | null | undefined;
  textStyling?: unknown;
  setting?: SettingInput | null | undefined;
  defaultOptionsCount?: number | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddQuestionMutation = {
  addQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddMatrixQuestionMutationVariables = Exact<{
  questionnaireId: string;
  position: number;
  title?: string | null | undefined;
  titleStyling?: unknown;
  setting?: SettingInput | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddMatrixQuestionMutation = {
  addMatrixQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddTextCardMutationVariables = Exact<{
  questionnaireId: string;
  position: number;
  title?: string | null | undefined;
  subtitle?: string | null | undefined;
  body?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddTextCardMutation = {
  addTextCard: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddForkMutationVariables = Exact<{
  questionnaireId: string;
  position: number;
  name?: string | null | undefined;
  defaultBranchCount?: number | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddForkMutation = {
  addFork: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DuplicateQuestionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DuplicateQuestionMutation = {
  duplicateQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DuplicateMatrixQuestionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DuplicateMatrixQuestionMutation = {
  duplicateMatrixQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DuplicateTextCardMutationVariables = Exact<{
  questionnaireId: string;
  textCardLk: string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DuplicateTextCardMutation = {
  duplicateTextCard: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddSectionMutationVariables = Exact<{
  questionnaireId: string;
  position: number;
  name: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddSectionMutation = {
  addSection: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RenameSectionMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  name: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RenameSectionMutation = {
  renameSection: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type MoveEntryToSectionMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  sectionNumber?: number | null | undefined;
  toPosition: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type MoveEntryToSectionMutation = {
  moveEntryToSection: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DeleteSectionMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  keepCards: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DeleteSectionMutation = {
  deleteSection: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetSectionRotationMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  rotate: boolean;
  randomiseCards: boolean;
  pinnedCards: Array<number> | number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetSectionRotationMutation = {
  setSectionRotation: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetSectionLoopMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  sourceQuestionNumber?: number | null | undefined;
  items?: Array<string> | string | null | undefined;
  maxIterations: number;
  randomOrder: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetSectionLoopMutation = {
  setSectionLoop: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type ClearSectionLoopMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type ClearSectionLoopMutation = {
  clearSectionLoop: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetSectionsShownMutationVariables = Exact<{
  questionnaireId: string;
  count?: number | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetSectionsShownMutation = {
  setSectionsShown: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionQuotaMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  cells: Array<AnswerQuotaCellInput> | AnswerQuotaCellInput;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionQuotaMutation = {
  setQuestionQuota: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type MoveQuestionnaireEntryMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  toPosition: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type MoveQuestionnaireEntryMutation = {
  moveQuestionnaireEntry: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DetachQuestionnaireEntryMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DetachQuestionnaireEntryMutation = {
  detachQuestionnaireEntry: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type ImportQuestionnaireEntriesMutationVariables = Exact<{
  questionnaireId: string;
  sourceQuestionnaireId: string;
  entryNumbers: Array<number> | number;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type ImportQuestionnaireEntriesMutation = {
  importQuestionnaireEntries: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateQuestionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  questionTypeCode: QuestionTypeCode;
  text: string;
  textStyling?: unknown;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateQuestionMutation = {
  updateQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateMatrixQuestionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  title: string;
  titleStyling?: unknown;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateMatrixQuestionMutation = {
  updateMatrixQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateTextCardMutationVariables = Exact<{
  questionnaireId: string;
  textCardLk: string;
  title?: string | null | undefined;
  titleStyling?: unknown;
  subtitle?: string | null | undefined;
  body?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateTextCardMutation = {
  updateTextCard: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionnaireSettingValueMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  setting: SettingInput;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionnaireSettingValueMutation = {
  setQuestionnaireSettingValue: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionnaireMatrixSettingValueMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  setting: SettingInput;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionnaireMatrixSettingValueMutation = {
  setQuestionnaireMatrixSettingValue: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveQuestionnaireSettingValueMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  questionSettingCode: QuestionSettingCode;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveQuestionnaireSettingValueMutation = {
  removeQuestionnaireSettingValue: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveQuestionnaireMatrixSettingValueMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionSettingCode: QuestionSettingCode;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveQuestionnaireMatrixSettingValueMutation = {
  removeQuestionnaireMatrixSettingValue: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionScaleMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  min: number;
  max: number;
  step: number;
  startingPosition: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionScaleMutation = {
  setQuestionScale: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionScaleLabelMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  labelText: string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionScaleLabelMutation = {
  setQuestionScaleLabel: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  position: number;
  responseOptionValue?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddResponseOptionMutation = {
  addResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  responseOptionValue: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateResponseOptionMutation = {
  updateResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DetachResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DetachResponseOptionMutation = {
  detachResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type MoveResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  toPosition: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type MoveResponseOptionMutation = {
  moveResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddMatrixResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  position: number;
  responseOptionValue?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddMatrixResponseOptionMutation = {
  addMatrixResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateMatrixResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptionLk: string;
  responseOptionValue: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateMatrixResponseOptionMutation = {
  updateMatrixResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DetachMatrixResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DetachMatrixResponseOptionMutation = {
  detachMatrixResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type MoveMatrixResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptionLk: string;
  toPosition: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type MoveMatrixResponseOptionMutation = {
  moveMatrixResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddMatrixQuestionRowMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  position: number;
  text?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddMatrixQuestionRowMutation = {
  addMatrixQuestionRow: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateMatrixQuestionRowMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  text: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateMatrixQuestionRowMutation = {
  updateMatrixQuestionRow: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type DetachMatrixQuestionRowMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type DetachMatrixQuestionRowMutation = {
  detachMatrixQuestionRow: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type MoveMatrixQuestionRowMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  toPosition: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type MoveMatrixQuestionRowMutation = {
  moveMatrixQuestionRow: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetRoExclusiveMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  exclusive: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetRoExclusiveMutation = {
  setRoExclusive: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetExclusiveMatrixRowMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptionLk: string;
  exclusive: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetExclusiveMatrixRowMutation = {
  setExclusiveMatrixRow: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetRoTextEntryStateMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  textEntryState: TextEntryState;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetRoTextEntryStateMutation = {
  setRoTextEntryState: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PinOrUnpinResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  pinned: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PinOrUnpinResponseOptionMutation = {
  pinOrUnpinResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PinOrUnpinMatrixResponseOptionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptionLk: string;
  pinned: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PinOrUnpinMatrixResponseOptionMutation = {
  pinOrUnpinMatrixResponseOption: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PinOrUnpinMatrixRowMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  pinned: boolean;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PinOrUnpinMatrixRowMutation = {
  pinOrUnpinMatrixRow: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetRouteMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  targetNumber: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetRouteMutation = {
  setRoute: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveRouteMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveRouteMutation = {
  removeRoute: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetResponseOptionMediaMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetResponseOptionMediaMutation = {
  setResponseOptionMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveResponseOptionMediaMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveResponseOptionMediaMutation = {
  removeResponseOptionMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionMediaMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionMediaMutation = {
  setQuestionMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveQuestionMediaMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveQuestionMediaMutation = {
  removeQuestionMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetTextCardMediaMutationVariables = Exact<{
  questionnaireId: string;
  textCardLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetTextCardMediaMutation = {
  setTextCardMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveTextCardMediaMutationVariables = Exact<{
  questionnaireId: string;
  textCardLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveTextCardMediaMutation = {
  removeTextCardMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetMatrixRowMediaMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetMatrixRowMediaMutation = {
  setMatrixRowMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveMatrixRowMediaMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveMatrixRowMediaMutation = {
  removeMatrixRowMedia: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type CreateOrUpdateMaskingRuleMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptionLk: string;
  maskingRules: Array<MaskingRuleInput> | MaskingRuleInput;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type CreateOrUpdateMaskingRuleMutation = {
  createOrUpdateMaskingRule: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type CreateOrUpdateMatrixRowMaskingRuleMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  questionLk: string;
  maskingRules: Array<MaskingRuleInput> | MaskingRuleInput;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type CreateOrUpdateMatrixRowMaskingRuleMutation = {
  createOrUpdateMatrixRowMaskingRule: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type CreateOrUpdateMatrixColumnMaskingRuleMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptionLk: string;
  maskingRules: Array<MaskingRuleInput> | MaskingRuleInput;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type CreateOrUpdateMatrixColumnMaskingRuleMutation = {
  createOrUpdateMatrixColumnMaskingRule: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionLogicMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  logicInfoRef?: LogicInfoRefInput | null | undefined;
  proposition: PropositionInput;
  negated?: boolean | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionLogicMutation = {
  setQuestionLogic: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetMatrixLogicMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  logicInfoRef?: LogicInfoRefInput | null | undefined;
  proposition: PropositionInput;
  negated?: boolean | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetMatrixLogicMutation = {
  setMatrixLogic: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetTextCardQuestionLogicMutationVariables = Exact<{
  questionnaireId: string;
  textCardLk: string;
  logicInfoRef?: LogicInfoRefInput | null | undefined;
  proposition: PropositionInput;
  negated?: boolean | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetTextCardQuestionLogicMutation = {
  setTextCardQuestionLogic: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveQuestionLogicMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  logicInfoRef?: LogicInfoRefInput | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveQuestionLogicMutation = {
  removeQuestionLogic: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveMatrixLogicMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  logicInfoRef?: LogicInfoRefInput | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveMatrixLogicMutation = {
  removeMatrixLogic: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveTextCardQuestionLogicMutationVariables = Exact<{
  questionnaireId: string;
  textCardLk: string;
  logicInfoRef?: LogicInfoRefInput | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveTextCardQuestionLogicMutation = {
  removeTextCardQuestionLogic: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type AddForkBranchMutationVariables = Exact<{
  questionnaireId: string;
  forkId: string;
  percentage?: number | null | undefined;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type AddForkBranchMutation = {
  addForkBranch: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveForkBranchMutationVariables = Exact<{
  questionnaireId: string;
  forkId: string;
  branchNumber: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveForkBranchMutation = {
  removeForkBranch: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateForkMutationVariables = Exact<{
  questionnaireId: string;
  forkId: string;
  name: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateForkMutation = {
  updateFork: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type UpdateForkBranchMutationVariables = Exact<{
  questionnaireId: string;
  forkId: string;
  branchNumber: number;
  percentage: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type UpdateForkBranchMutation = {
  updateForkBranch: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type EqualiseForkBranchesMutationVariables = Exact<{
  questionnaireId: string;
  forkId: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type EqualiseForkBranchesMutation = {
  equaliseForkBranches: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type SetQuestionnaireEntryForkBranchMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  forkId: string;
  branchNumber: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type SetQuestionnaireEntryForkBranchMutation = {
  setQuestionnaireEntryForkBranch: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type RemoveQuestionnaireEntryForkBranchMutationVariables = Exact<{
  questionnaireId: string;
  number: number;
  forkId: string;
  branchNumber: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type RemoveQuestionnaireEntryForkBranchMutation = {
  removeQuestionnaireEntryForkBranch: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type EmptyQuestionCardMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type EmptyQuestionCardMutation = {
  emptyQuestionCard: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type EmptyMatrixQuestionMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type EmptyMatrixQuestionMutation = {
  emptyMatrixQuestion: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PasteInTitleMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  text: string;
  textStyling?: unknown;
  responseOptions: Array<string> | string;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PasteInTitleMutation = {
  pasteInTitle: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PasteInResponsesMutationVariables = Exact<{
  questionnaireId: string;
  questionLk: string;
  responseOptions: Array<string> | string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PasteInResponsesMutation = {
  pasteInResponses: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PasteInMatrixResponsesMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  responseOptions: Array<string> | string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PasteInMatrixResponsesMutation = {
  pasteInMatrixResponses: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type PasteInMatrixRowsMutationVariables = Exact<{
  questionnaireId: string;
  matrixTitleLk: string;
  rows: Array<string> | string;
  position: number;
  clientMutationId?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientIds?: Array<string> | string | null | undefined;
}>;

export type PasteInMatrixRowsMutation = {
  pasteInMatrixRows: {
    version: number;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  };
};

export type TranslationsFieldsFragment = {
  surveyId: string;
  version: number;
  baseLanguage: string;
  languages: Array<string>;
  texts: unknown;
};

export type QuestionnaireTranslationsQueryVariables = Exact<{
  surveyId: string;
}>;

export type QuestionnaireTranslationsQuery = {
  questionnaireTranslations: {
    surveyId: string;
    version: number;
    baseLanguage: string;
    languages: Array<string>;
    texts: unknown;
  };
};

export type AddQuestionnaireLanguageMutationVariables = Exact<{
  surveyId: string;
  language: string;
  baseVersion?: number | null | undefined;
}>;

export type AddQuestionnaireLanguageMutation = {
  addQuestionnaireLanguage: {
    surveyId: string;
    version: number;
    baseLanguage: string;
    languages: Array<string>;
    texts: unknown;
  };
};

export type RemoveQuestionnaireLanguageMutationVariables = Exact<{
  surveyId: string;
  language: string;
  baseVersion?: number | null | undefined;
}>;

export type RemoveQuestionnaireLanguageMutation = {
  removeQuestionnaireLanguage: {
    surveyId: string;
    version: number;
    baseLanguage: string;
    languages: Array<string>;
    texts: unknown;
  };
};

export type SetQuestionnaireTranslationMutationVariables = Exact<{
  surveyId: string;
  language: string;
  key: string;
  text: string;
  baseVersion?: number | null | undefined;
}>;

export type SetQuestionnaireTranslationMutation = {
  setQuestionnaireTranslation: {
    surveyId: string;
    version: number;
    baseLanguage: string;
    languages: Array<string>;
    texts: unknown;
  };
};

export type ExportTranslationsQueryVariables = Exact<{
  surveyId: string;
  language: string;
  format: TranslationFileFormat;
}>;

export type ExportTranslationsQuery = {
  exportTranslations: { fileName: string; contentType: string; base64: string };
};

export type ImportTranslationsMutationVariables = Exact<{
  surveyId: string;
  language: string;
  format: TranslationFileFormat;
  base64: string;
}>;

export type ImportTranslationsMutation = {
  importTranslations: {
    imported: number;
    translations: {
      surveyId: string;
      version: number;
      baseLanguage: string;
      languages: Array<string>;
      texts: unknown;
    };
  };
};

export const ChangeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeFieldsFragment, unknown>;
export const TranslationsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TranslationsFields' },
      typeCondition: {
        kind: 'NamedType',
        name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseLanguage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'languages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'texts' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TranslationsFieldsFragment, unknown>;
export const AudienceQuestionnaireSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AudienceQuestionnaireSummary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draftQuestionnaireSummary' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'entryCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'validationErrorCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AudienceQuestionnaireSummaryQuery,
  AudienceQuestionnaireSummaryQueryVariables
>;
export const AddQuestionnaireDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddQuestionnaire' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addQuestionnaire' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddQuestionnaireMutation, AddQuestionnaireMutationVariables>;
export const DuplicateQuestionnaireDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateQuestionnaire' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newSurveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountMarkup' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateQuestionnaire' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newSurveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newSurveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountMarkup' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountMarkup' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DuplicateQuestionnaireMutation,
  DuplicateQuestionnaireMutationVariables
>;
export const DraftQuestionnaireDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DraftQuestionnaire' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draftQuestionnaire' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'questionnaireId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastEntryNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sectionsShown' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'answerQuotas' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'cells' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'optionLks' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'targetKind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'locale' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entryType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'questionKind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'forks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'forkId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'branchNumber' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'questionLogic' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'clauseNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'propositionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'negated' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'proposition' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'QuestionResponseOptionProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLks' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'QuestionResponseOptionRankProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'QuestionResponseOptionCountProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'MatrixResponseOptionProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLks' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatrixRowCountProposition' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'MatrixResponseOptionCountProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'AudienceResponseOptionProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLks' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'QuestionEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionTypeCode' },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'question' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textStyling' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionMedia' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaName' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaUrl' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaType' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'renderedMediaUrl' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionScale' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'range' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'min' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'max' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'step' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'startingPosition' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'labels' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'position' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'label' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'text' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'language' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'country' },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOptions' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'position' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'exclusive' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textEntryState' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'route' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'targetNumber' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maskingRules' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'clause' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'negated' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'maskingKeys' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'questionLk' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'matrixTitleLk',
                                                      },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'responseOptionLk',
                                                      },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'media' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaName' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaUrl' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaType' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'renderedMediaUrl' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOption' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'responseOptionId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'value' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'rotype' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'createdDate' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'settingValues' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'sinceDate' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'MatrixEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'matrixTitleLk' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'matrixTitle' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'titleStyling' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'matrixRows' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'position' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'question' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'questionId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'text' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maskingRules' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'clause' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'negated' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'maskingKeys' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'questionLk' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'matrixTitleLk',
                                                      },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'responseOptionLk',
                                                      },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionMedia' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaName' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaUrl' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaType' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'renderedMediaUrl' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOptions' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'position' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'exclusive' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textEntryState' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'route' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'targetNumber' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maskingRules' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'clause' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'negated' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'maskingKeys' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'questionLk' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'matrixTitleLk',
                                                      },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'responseOptionLk',
                                                      },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'media' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaName' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaUrl' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaType' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'renderedMediaUrl' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOption' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'responseOptionId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'value' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'rotype' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'createdDate' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'settingValues' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'sinceDate' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'TextCardEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'textCardLk' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'textCard' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textCardId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'titleStyling' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'subtitle' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionMedia' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaName' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaUrl' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaType' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'renderedMediaUrl' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'ForkEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'fork' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'forkId' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'branches' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'branchNumber' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'label' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'percentage' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'SectionEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'sectionId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'entries' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                                      ],
                                    },
                                  },
                                  { kind: 'Field', name: { kind: 'Name', value: 'rotate' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'randomiseCards' },
                                  },
                                  { kind: 'Field', name: { kind: 'Name', value: 'pinnedCards' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'loop' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'sourceQuestionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'items' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'itemId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'text' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maxIterations' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'randomOrder' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sectionCards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entryType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'questionKind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'forks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'forkId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'branchNumber' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'questionLogic' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'clauseNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'propositionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'negated' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'proposition' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'QuestionResponseOptionProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLks' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'QuestionResponseOptionRankProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'QuestionResponseOptionCountProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'MatrixResponseOptionProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLks' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatrixRowCountProposition' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'MatrixResponseOptionCountProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: {
                                        kind: 'Name',
                                        value: 'AudienceResponseOptionProposition',
                                      },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLks' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'QuestionEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionTypeCode' },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'question' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textStyling' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionMedia' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaName' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaUrl' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaType' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'renderedMediaUrl' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionScale' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'range' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'min' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'max' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'step' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'startingPosition' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'labels' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'position' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'label' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'text' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'language' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'country' },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOptions' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'position' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'exclusive' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textEntryState' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'route' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'targetNumber' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maskingRules' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'clause' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'negated' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'maskingKeys' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'questionLk' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'matrixTitleLk',
                                                      },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'responseOptionLk',
                                                      },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'media' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaName' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaUrl' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaType' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'renderedMediaUrl' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOption' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'responseOptionId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'value' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'rotype' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'createdDate' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'settingValues' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'sinceDate' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'MatrixEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'matrixTitleLk' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'matrixTitle' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'matrixTitleId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'titleStyling' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'matrixRows' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'position' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'question' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'questionId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'text' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maskingRules' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'clause' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'negated' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'maskingKeys' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'questionLk' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'matrixTitleLk',
                                                      },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'responseOptionLk',
                                                      },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'questionMedia' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaName' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaUrl' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaType' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'renderedMediaUrl' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOptions' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionLk' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'position' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'exclusive' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textEntryState' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'route' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'targetNumber' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maskingRules' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'clause' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'negated' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'maskingKeys' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'questionLk' },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'matrixTitleLk',
                                                      },
                                                    },
                                                    {
                                                      kind: 'Field',
                                                      name: {
                                                        kind: 'Name',
                                                        value: 'responseOptionLk',
                                                      },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'media' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaName' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaUrl' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'mediaType' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'renderedMediaUrl' },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOption' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'responseOptionId' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'value' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'rotype' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'createdDate' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'settingValues' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'createdDate' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'sinceDate' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'TextCardEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'textCardLk' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'textCard' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'textCardId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'titleStyling' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'subtitle' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'questionMedia' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaName' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaUrl' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'mediaType' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'renderedMediaUrl' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'ForkEntry' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'entryItem' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'fork' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'forkId' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'branches' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'branchNumber' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'label' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'percentage' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'audienceEntries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'questionKind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entryType' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'entryItem' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'questionTypeCode' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'question' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'responseOptions' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOptionLk' },
                                  },
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'route' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'targetNumber' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOption' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'responseOptionId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'settingValues' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DraftQuestionnaireQuery, DraftQuestionnaireQueryVariables>;
export const AddQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionTypeCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionTypeCode' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textStyling' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultOptionsCount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionTypeCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionTypeCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textStyling' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textStyling' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'setting' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultOptionsCount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultOptionsCount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddQuestionMutation, AddQuestionMutationVariables>;
export const AddMatrixQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMatrixQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'titleStyling' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMatrixQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'titleStyling' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'titleStyling' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'setting' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMatrixQuestionMutation, AddMatrixQuestionMutationVariables>;
export const AddTextCardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddTextCard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subtitle' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addTextCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subtitle' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subtitle' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddTextCardMutation, AddTextCardMutationVariables>;
export const AddForkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFork' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultBranchCount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addFork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultBranchCount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultBranchCount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddForkMutation, AddForkMutationVariables>;
export const DuplicateQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateQuestionMutation, DuplicateQuestionMutationVariables>;
export const DuplicateMatrixQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateMatrixQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateMatrixQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DuplicateMatrixQuestionMutation,
  DuplicateMatrixQuestionMutationVariables
>;
export const DuplicateTextCardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateTextCard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateTextCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textCardLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateTextCardMutation, DuplicateTextCardMutationVariables>;
export const AddSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddSection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addSection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddSectionMutation, AddSectionMutationVariables>;
export const RenameSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameSection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameSection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RenameSectionMutation, RenameSectionMutationVariables>;
export const MoveEntryToSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveEntryToSection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sectionNumber' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveEntryToSection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sectionNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sectionNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toPosition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveEntryToSectionMutation, MoveEntryToSectionMutationVariables>;
export const DeleteSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keepCards' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'keepCards' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'keepCards' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSectionMutation, DeleteSectionMutationVariables>;
export const SetSectionRotationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetSectionRotation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rotate' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'randomiseCards' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinnedCards' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setSectionRotation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rotate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rotate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'randomiseCards' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'randomiseCards' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pinnedCards' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pinnedCards' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetSectionRotationMutation, SetSectionRotationMutationVariables>;
export const SetSectionLoopDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetSectionLoop' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceQuestionNumber' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'items' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maxIterations' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'randomOrder' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setSectionLoop' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceQuestionNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceQuestionNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'items' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'items' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maxIterations' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maxIterations' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'randomOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'randomOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetSectionLoopMutation, SetSectionLoopMutationVariables>;
export const ClearSectionLoopDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClearSectionLoop' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clearSectionLoop' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClearSectionLoopMutation, ClearSectionLoopMutationVariables>;
export const SetSectionsShownDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetSectionsShown' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'count' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setSectionsShown' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'count' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'count' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetSectionsShownMutation, SetSectionsShownMutationVariables>;
export const SetQuestionQuotaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionQuota' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cells' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'AnswerQuotaCellInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionQuota' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cells' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cells' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetQuestionQuotaMutation, SetQuestionQuotaMutationVariables>;
export const MoveQuestionnaireEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveQuestionnaireEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveQuestionnaireEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toPosition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  MoveQuestionnaireEntryMutation,
  MoveQuestionnaireEntryMutationVariables
>;
export const DetachQuestionnaireEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DetachQuestionnaireEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachQuestionnaireEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DetachQuestionnaireEntryMutation,
  DetachQuestionnaireEntryMutationVariables
>;
export const ImportQuestionnaireEntriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportQuestionnaireEntries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceQuestionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entryNumbers' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importQuestionnaireEntries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceQuestionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceQuestionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'entryNumbers' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'entryNumbers' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ImportQuestionnaireEntriesMutation,
  ImportQuestionnaireEntriesMutationVariables
>;
export const UpdateQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionTypeCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionTypeCode' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textStyling' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionTypeCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionTypeCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textStyling' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textStyling' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateQuestionMutation, UpdateQuestionMutationVariables>;
export const UpdateMatrixQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMatrixQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'titleStyling' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMatrixQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'titleStyling' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'titleStyling' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMatrixQuestionMutation, UpdateMatrixQuestionMutationVariables>;
export const UpdateTextCardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTextCard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'titleStyling' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subtitle' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTextCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textCardLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'titleStyling' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'titleStyling' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subtitle' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subtitle' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTextCardMutation, UpdateTextCardMutationVariables>;
export const SetQuestionnaireSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionnaireSettingValue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionnaireSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'setting' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetQuestionnaireSettingValueMutation,
  SetQuestionnaireSettingValueMutationVariables
>;
export const SetQuestionnaireMatrixSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionnaireMatrixSettingValue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionnaireMatrixSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'setting' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetQuestionnaireMatrixSettingValueMutation,
  SetQuestionnaireMatrixSettingValueMutationVariables
>;
export const RemoveQuestionnaireSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveQuestionnaireSettingValue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionSettingCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionSettingCode' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeQuestionnaireSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionSettingCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionSettingCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveQuestionnaireSettingValueMutation,
  RemoveQuestionnaireSettingValueMutationVariables
>;
export const RemoveQuestionnaireMatrixSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveQuestionnaireMatrixSettingValue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionSettingCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionSettingCode' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeQuestionnaireMatrixSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionSettingCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionSettingCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveQuestionnaireMatrixSettingValueMutation,
  RemoveQuestionnaireMatrixSettingValueMutationVariables
>;
export const SetQuestionScaleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionScale' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'min' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'max' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startingPosition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionScale' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'min' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'min' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'max' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'max' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'step' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startingPosition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startingPosition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetQuestionScaleMutation, SetQuestionScaleMutationVariables>;
export const SetQuestionScaleLabelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionScaleLabel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'labelText' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionScaleLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'labelText' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'labelText' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetQuestionScaleLabelMutation, SetQuestionScaleLabelMutationVariables>;
export const AddResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionValue' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddResponseOptionMutation, AddResponseOptionMutationVariables>;
export const UpdateResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionValue' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateResponseOptionMutation, UpdateResponseOptionMutationVariables>;
export const DetachResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DetachResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DetachResponseOptionMutation, DetachResponseOptionMutationVariables>;
export const MoveResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toPosition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveResponseOptionMutation, MoveResponseOptionMutationVariables>;
export const AddMatrixResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMatrixResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMatrixResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionValue' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AddMatrixResponseOptionMutation,
  AddMatrixResponseOptionMutationVariables
>;
export const UpdateMatrixResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMatrixResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMatrixResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionValue' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionValue' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateMatrixResponseOptionMutation,
  UpdateMatrixResponseOptionMutationVariables
>;
export const DetachMatrixResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DetachMatrixResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachMatrixResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DetachMatrixResponseOptionMutation,
  DetachMatrixResponseOptionMutationVariables
>;
export const MoveMatrixResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveMatrixResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveMatrixResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toPosition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  MoveMatrixResponseOptionMutation,
  MoveMatrixResponseOptionMutationVariables
>;
export const AddMatrixQuestionRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMatrixQuestionRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMatrixQuestionRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMatrixQuestionRowMutation, AddMatrixQuestionRowMutationVariables>;
export const UpdateMatrixQuestionRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMatrixQuestionRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMatrixQuestionRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateMatrixQuestionRowMutation,
  UpdateMatrixQuestionRowMutationVariables
>;
export const DetachMatrixQuestionRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DetachMatrixQuestionRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachMatrixQuestionRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DetachMatrixQuestionRowMutation,
  DetachMatrixQuestionRowMutationVariables
>;
export const MoveMatrixQuestionRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveMatrixQuestionRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveMatrixQuestionRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toPosition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toPosition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveMatrixQuestionRowMutation, MoveMatrixQuestionRowMutationVariables>;
export const SetRoExclusiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRoExclusive' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exclusive' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRoExclusive' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exclusive' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exclusive' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRoExclusiveMutation, SetRoExclusiveMutationVariables>;
export const SetExclusiveMatrixRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetExclusiveMatrixRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exclusive' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setExclusiveMatrixRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exclusive' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exclusive' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetExclusiveMatrixRowMutation, SetExclusiveMatrixRowMutationVariables>;
export const SetRoTextEntryStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRoTextEntryState' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textEntryState' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryState' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRoTextEntryState' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textEntryState' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textEntryState' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRoTextEntryStateMutation, SetRoTextEntryStateMutationVariables>;
export const PinOrUnpinResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PinOrUnpinResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pinOrUnpinResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pinned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  PinOrUnpinResponseOptionMutation,
  PinOrUnpinResponseOptionMutationVariables
>;
export const PinOrUnpinMatrixResponseOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PinOrUnpinMatrixResponseOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pinOrUnpinMatrixResponseOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pinned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  PinOrUnpinMatrixResponseOptionMutation,
  PinOrUnpinMatrixResponseOptionMutationVariables
>;
export const PinOrUnpinMatrixRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PinOrUnpinMatrixRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pinOrUnpinMatrixRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pinned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PinOrUnpinMatrixRowMutation, PinOrUnpinMatrixRowMutationVariables>;
export const SetRouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRoute' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'targetNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRoute' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'targetNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'targetNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRouteMutation, SetRouteMutationVariables>;
export const RemoveRouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveRoute' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeRoute' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveRouteMutation, RemoveRouteMutationVariables>;
export const SetResponseOptionMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetResponseOptionMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MediaType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setResponseOptionMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'renderedMediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetResponseOptionMediaMutation,
  SetResponseOptionMediaMutationVariables
>;
export const RemoveResponseOptionMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveResponseOptionMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeResponseOptionMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveResponseOptionMediaMutation,
  RemoveResponseOptionMediaMutationVariables
>;
export const SetQuestionMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MediaType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'renderedMediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetQuestionMediaMutation, SetQuestionMediaMutationVariables>;
export const RemoveQuestionMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveQuestionMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeQuestionMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveQuestionMediaMutation, RemoveQuestionMediaMutationVariables>;
export const SetTextCardMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetTextCardMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MediaType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTextCardMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textCardLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'renderedMediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetTextCardMediaMutation, SetTextCardMediaMutationVariables>;
export const RemoveTextCardMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveTextCardMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeTextCardMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textCardLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveTextCardMediaMutation, RemoveTextCardMediaMutationVariables>;
export const SetMatrixRowMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetMatrixRowMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MediaType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMatrixRowMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mediaType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mediaType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'renderedMediaUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'renderedMediaUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMatrixRowMediaMutation, SetMatrixRowMediaMutationVariables>;
export const RemoveMatrixRowMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveMatrixRowMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMatrixRowMedia' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveMatrixRowMediaMutation, RemoveMatrixRowMediaMutationVariables>;
export const CreateOrUpdateMaskingRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOrUpdateMaskingRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maskingRules' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'MaskingRuleInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOrUpdateMaskingRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maskingRules' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maskingRules' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateOrUpdateMaskingRuleMutation,
  CreateOrUpdateMaskingRuleMutationVariables
>;
export const CreateOrUpdateMatrixRowMaskingRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOrUpdateMatrixRowMaskingRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maskingRules' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'MaskingRuleInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOrUpdateMatrixRowMaskingRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maskingRules' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maskingRules' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateOrUpdateMatrixRowMaskingRuleMutation,
  CreateOrUpdateMatrixRowMaskingRuleMutationVariables
>;
export const CreateOrUpdateMatrixColumnMaskingRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOrUpdateMatrixColumnMaskingRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maskingRules' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'MaskingRuleInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOrUpdateMatrixColumnMaskingRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maskingRules' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maskingRules' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateOrUpdateMatrixColumnMaskingRuleMutation,
  CreateOrUpdateMatrixColumnMaskingRuleMutationVariables
>;
export const SetQuestionLogicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionLogic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogicInfoRefInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'proposition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PropositionInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'negated' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionLogic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'logicInfoRef' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'proposition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'proposition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'negated' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'negated' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetQuestionLogicMutation, SetQuestionLogicMutationVariables>;
export const SetMatrixLogicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetMatrixLogic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogicInfoRefInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'proposition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PropositionInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'negated' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMatrixLogic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'logicInfoRef' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'proposition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'proposition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'negated' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'negated' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMatrixLogicMutation, SetMatrixLogicMutationVariables>;
export const SetTextCardQuestionLogicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetTextCardQuestionLogic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogicInfoRefInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'proposition' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PropositionInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'negated' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTextCardQuestionLogic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textCardLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'logicInfoRef' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'proposition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'proposition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'negated' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'negated' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetTextCardQuestionLogicMutation,
  SetTextCardQuestionLogicMutationVariables
>;
export const RemoveQuestionLogicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveQuestionLogic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogicInfoRefInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeQuestionLogic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'logicInfoRef' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveQuestionLogicMutation, RemoveQuestionLogicMutationVariables>;
export const RemoveMatrixLogicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveMatrixLogic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogicInfoRefInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMatrixLogic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'logicInfoRef' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveMatrixLogicMutation, RemoveMatrixLogicMutationVariables>;
export const RemoveTextCardQuestionLogicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveTextCardQuestionLogic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogicInfoRefInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeTextCardQuestionLogic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textCardLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textCardLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'logicInfoRef' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'logicInfoRef' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveTextCardQuestionLogicMutation,
  RemoveTextCardQuestionLogicMutationVariables
>;
export const AddForkBranchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddForkBranch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'percentage' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addForkBranch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'percentage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'percentage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddForkBranchMutation, AddForkBranchMutationVariables>;
export const RemoveForkBranchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveForkBranch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeForkBranch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'branchNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveForkBranchMutation, RemoveForkBranchMutationVariables>;
export const UpdateForkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFork' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateForkMutation, UpdateForkMutationVariables>;
export const UpdateForkBranchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateForkBranch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'percentage' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateForkBranch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'branchNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'percentage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'percentage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateForkBranchMutation, UpdateForkBranchMutationVariables>;
export const EqualiseForkBranchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EqualiseForkBranches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equaliseForkBranches' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EqualiseForkBranchesMutation, EqualiseForkBranchesMutationVariables>;
export const SetQuestionnaireEntryForkBranchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionnaireEntryForkBranch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionnaireEntryForkBranch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'branchNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetQuestionnaireEntryForkBranchMutation,
  SetQuestionnaireEntryForkBranchMutationVariables
>;
export const RemoveQuestionnaireEntryForkBranchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveQuestionnaireEntryForkBranch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeQuestionnaireEntryForkBranch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forkId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forkId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'branchNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'branchNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveQuestionnaireEntryForkBranchMutation,
  RemoveQuestionnaireEntryForkBranchMutationVariables
>;
export const EmptyQuestionCardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmptyQuestionCard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emptyQuestionCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmptyQuestionCardMutation, EmptyQuestionCardMutationVariables>;
export const EmptyMatrixQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmptyMatrixQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emptyMatrixQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmptyMatrixQuestionMutation, EmptyMatrixQuestionMutationVariables>;
export const PasteInTitleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PasteInTitle' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'textStyling' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pasteInTitle' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'textStyling' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'textStyling' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptions' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasteInTitleMutation, PasteInTitleMutationVariables>;
export const PasteInResponsesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PasteInResponses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pasteInResponses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptions' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasteInResponsesMutation, PasteInResponsesMutationVariables>;
export const PasteInMatrixResponsesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PasteInMatrixResponses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pasteInMatrixResponses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'responseOptions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'responseOptions' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  PasteInMatrixResponsesMutation,
  PasteInMatrixResponsesMutationVariables
>;
export const PasteInMatrixRowsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PasteInMatrixRows' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rows' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pasteInMatrixRows' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionnaireId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionnaireId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matrixTitleLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matrixTitleLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rows' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rows' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientMutationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientMutationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChangeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionnaireChange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientMutationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasteInMatrixRowsMutation, PasteInMatrixRowsMutationVariables>;
export const QuestionnaireTranslationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questionnaireTranslations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TranslationsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TranslationsFields' },
      typeCondition: {
        kind: 'NamedType',
        name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseLanguage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'languages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'texts' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  QuestionnaireTranslationsQuery,
  QuestionnaireTranslationsQueryVariables
>;
export const AddQuestionnaireLanguageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddQuestionnaireLanguage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addQuestionnaireLanguage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TranslationsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TranslationsFields' },
      typeCondition: {
        kind: 'NamedType',
        name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseLanguage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'languages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'texts' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AddQuestionnaireLanguageMutation,
  AddQuestionnaireLanguageMutationVariables
>;
export const RemoveQuestionnaireLanguageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveQuestionnaireLanguage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeQuestionnaireLanguage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TranslationsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TranslationsFields' },
      typeCondition: {
        kind: 'NamedType',
        name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseLanguage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'languages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'texts' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveQuestionnaireLanguageMutation,
  RemoveQuestionnaireLanguageMutationVariables
>;
export const SetQuestionnaireTranslationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetQuestionnaireTranslation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setQuestionnaireTranslation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TranslationsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TranslationsFields' },
      typeCondition: {
        kind: 'NamedType',
        name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseLanguage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'languages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'texts' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetQuestionnaireTranslationMutation,
  SetQuestionnaireTranslationMutationVariables
>;
export const ExportTranslationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportTranslations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'format' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TranslationFileFormat' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportTranslations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'format' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'format' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base64' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportTranslationsQuery, ExportTranslationsQueryVariables>;
export const ImportTranslationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportTranslations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'format' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TranslationFileFormat' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'base64' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importTranslations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'format' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'format' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'base64' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'base64' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'imported' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'translations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TranslationsFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TranslationsFields' },
      typeCondition: {
        kind: 'NamedType',
        name: { kind: 'Name', value: 'QuestionnaireTranslations' },
      },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseLanguage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'languages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'texts' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportTranslationsMutation, ImportTranslationsMutationVariables>;
