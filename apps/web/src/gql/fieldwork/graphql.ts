/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CriterionState = 'Disabled' | 'Enabled';

export type MemberSettingCode =
  | 'custom_audience_choice'
  | 'hide_survey_question'
  | 'qualifying'
  | 'quotas'
  | 'randomise_options'
  | 'screening_question_response_limit'
  | 'standard_audience_choice';

export type MemberSettingInput = {
  memberSettingCode: MemberSettingCode;
  settingValue: string;
};

export type MemberType = 'Custom' | 'Standard';

export type PresetAudienceMutationVariables = Exact<{
  surveyId: string;
  name: string;
}>;

export type PresetAudienceMutation = {
  presetAudience: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetStandardCriterionMutationVariables = Exact<{
  surveyId: string;
  position: number;
  audienceCriterionCode: string;
}>;

export type SetStandardCriterionMutation = {
  setStandardCriterion: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveStandardCriterionMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
}>;

export type RemoveStandardCriterionMutation = {
  removeStandardCriterion: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetStandardQualificationMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
  audienceCriterionOptionCode: string;
}>;

export type SetStandardQualificationMutation = {
  setStandardQualification: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveStandardQualificationMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
  audienceCriterionOptionCode: string;
}>;

export type RemoveStandardQualificationMutation = {
  removeStandardQualification: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetAllStandardQualificationMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
}>;

export type SetAllStandardQualificationMutation = {
  setAllStandardQualification: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveAllStandardQualificationMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
}>;

export type RemoveAllStandardQualificationMutation = {
  removeAllStandardQualification: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetStandardMemberSettingValueMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
  setting: MemberSettingInput;
}>;

export type SetStandardMemberSettingValueMutation = {
  setStandardMemberSettingValue: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveStandardMemberSettingValueMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
  memberSettingCode: MemberSettingCode;
}>;

export type RemoveStandardMemberSettingValueMutation = {
  removeStandardMemberSettingValue: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetStandardQuotasMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
}>;

export type SetStandardQuotasMutation = {
  setStandardQuotas: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveStandardQuotasMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
}>;

export type RemoveStandardQuotasMutation = {
  removeStandardQuotas: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetStandardQuotaMutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
  audienceCriterionOptionCode: string;
  percent: number;
}>;

export type SetStandardQuotaMutation = {
  setStandardQuota: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SumStandardQuotasTo100MutationVariables = Exact<{
  surveyId: string;
  audienceCriterionCode: string;
}>;

export type SumStandardQuotasTo100Mutation = {
  sumStandardQuotasTo100: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type AddCustomCriterionMutationVariables = Exact<{
  surveyId: string;
  position: number;
  text: string;
  settings?: Array<MemberSettingInput> | MemberSettingInput | null | undefined;
  defaultOptionsCount?: number | null | undefined;
}>;

export type AddCustomCriterionMutation = {
  addCustomCriterion: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type DetachCustomAudienceMemberMutationVariables = Exact<{
  surveyId: string;
  number: number;
}>;

export type DetachCustomAudienceMemberMutation = {
  detachCustomAudienceMember: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetCustomCriterionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
}>;

export type SetCustomCriterionMutation = {
  setCustomCriterion: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveCustomCriterionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
}>;

export type RemoveCustomCriterionMutation = {
  removeCustomCriterion: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type UpdateCustomCriterionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  text: string;
}>;

export type UpdateCustomCriterionMutation = {
  updateCustomCriterion: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type AddCustomCriterionOptionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  position: number;
}>;

export type AddCustomCriterionOptionMutation = {
  addCustomCriterionOption: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type UpdateCustomCriterionOptionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
  responseOptionValue: string;
}>;

export type UpdateCustomCriterionOptionMutation = {
  updateCustomCriterionOption: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type DetachCustomCriterionOptionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
}>;

export type DetachCustomCriterionOptionMutation = {
  detachCustomCriterionOption: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type MoveCustomCriterionOptionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
  toPosition: number;
}>;

export type MoveCustomCriterionOptionMutation = {
  moveCustomCriterionOption: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetCustomQualificationMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
}>;

export type SetCustomQualificationMutation = {
  setCustomQualification: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveCustomQualificationMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
}>;

export type RemoveCustomQualificationMutation = {
  removeCustomQualification: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetCustomQuotaMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
  percent: number;
}>;

export type SetCustomQuotaMutation = {
  setCustomQuota: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SumCustomQuotasTo100MutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
}>;

export type SumCustomQuotasTo100Mutation = {
  sumCustomQuotasTo100: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetCustomMemberSettingValueMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  setting: MemberSettingInput;
}>;

export type SetCustomMemberSettingValueMutation = {
  setCustomMemberSettingValue: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveCustomMemberSettingValueMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  memberSettingCode: MemberSettingCode;
}>;

export type RemoveCustomMemberSettingValueMutation = {
  removeCustomMemberSettingValue: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type PinOrUnpinResponseOptionMutationVariables = Exact<{
  surveyId: string;
  questionLk: string;
  responseOptionLk: string;
  pinned: boolean;
}>;

export type PinOrUnpinResponseOptionMutation = {
  pinOrUnpinResponseOption: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type MoveAudienceMemberMutationVariables = Exact<{
  surveyId: string;
  number: number;
  toPosition: number;
}>;

export type MoveAudienceMemberMutation = {
  moveAudienceMember: {
    number: number;
    position: number;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetInterlockMutationVariables = Exact<{
  surveyId: string;
  memberNumbers: Array<number> | number;
}>;

export type SetInterlockMutation = {
  setInterlock: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type RemoveInterlockMutationVariables = Exact<{
  surveyId: string;
  memberNumber: number;
}>;

export type RemoveInterlockMutation = {
  removeInterlock: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SetInterlockQuotaMutationVariables = Exact<{
  surveyId: string;
  memberNumber: number;
  optionKeys: Array<string> | string;
  percent: number;
}>;

export type SetInterlockQuotaMutation = {
  setInterlockQuota: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SumInterlockQuotasTo100MutationVariables = Exact<{
  surveyId: string;
  memberNumber: number;
}>;

export type SumInterlockQuotasTo100Mutation = {
  sumInterlockQuotasTo100: {
    number: number | null;
    draftAudience: {
      surveyId: string;
      version: number;
      countryCode: string;
      activePresetAudience: string;
      isValid: boolean;
      criteriaUsed: number;
      members: Array<{
        number: number;
        position: number;
        contextPosition: number;
        memberType: MemberType;
        createdDate: string;
        sinceDate: string;
        memberItem:
          | {
              questionLk: string;
              number: number;
              state: CriterionState;
              createdDate: string;
              question: { questionId: string; text: string };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              criterionOptions: Array<{
                responseOptionLk: string;
                position: number;
                qualification: boolean;
                pinned: boolean;
                responseOption: { responseOptionId: string; rotype: string; value: string };
                quota: { percent: number } | null;
              }>;
            }
          | {
              state: CriterionState;
              criterion: {
                code: string;
                name: string;
                question: { questionId: string; text: string };
              };
              settingValues: Array<{ code: MemberSettingCode; value: string }>;
              standardCriterionOptions: Array<{
                position: number;
                state: CriterionState;
                qualification: boolean;
                criterionOption: {
                  code: string;
                  responseOption: { responseOptionId: string; rotype: string; value: string };
                };
                quota: { percent: number } | null;
              }>;
            };
      }>;
      disabledCustomCriteria: Array<{
        questionLk: string;
        number: number;
        state: CriterionState;
        createdDate: string;
        question: { questionId: string; text: string };
        settingValues: Array<{ code: MemberSettingCode; value: string }>;
        criterionOptions: Array<{
          responseOptionLk: string;
          position: number;
          qualification: boolean;
          pinned: boolean;
          responseOption: { responseOptionId: string; rotype: string; value: string };
          quota: { percent: number } | null;
        }>;
      }>;
      interlocks: Array<{
        memberNumbers: Array<number>;
        cellOptionKeys: Array<Array<string>>;
        cellPercents: Array<number>;
      }>;
      validationErrors: Array<{
        memberNumber: number | null;
        itemId: string | null;
        code: string;
        severity: string;
        message: string;
      }>;
    };
  };
};

export type SettingFieldsFragment = { code: MemberSettingCode; value: string };

export type CustomCriterionFieldsFragment = {
  questionLk: string;
  number: number;
  state: CriterionState;
  createdDate: string;
  question: { questionId: string; text: string };
  settingValues: Array<{ code: MemberSettingCode; value: string }>;
  criterionOptions: Array<{
    responseOptionLk: string;
    position: number;
    qualification: boolean;
    pinned: boolean;
    responseOption: { responseOptionId: string; rotype: string; value: string };
    quota: { percent: number } | null;
  }>;
};

export type StandardCriterionFieldsFragment = {
  state: CriterionState;
  criterion: { code: string; name: string; question: { questionId: string; text: string } };
  settingValues: Array<{ code: MemberSettingCode; value: string }>;
  standardCriterionOptions: Array<{
    position: number;
    state: CriterionState;
    qualification: boolean;
    criterionOption: {
      code: string;
      responseOption: { responseOptionId: string; rotype: string; value: string };
    };
    quota: { percent: number } | null;
  }>;
};

export type DraftAudienceFieldsFragment = {
  surveyId: string;
  version: number;
  countryCode: string;
  activePresetAudience: string;
  isValid: boolean;
  criteriaUsed: number;
  members: Array<{
    number: number;
    position: number;
    contextPosition: number;
    memberType: MemberType;
    createdDate: string;
    sinceDate: string;
    memberItem:
      | {
          questionLk: string;
          number: number;
          state: CriterionState;
          createdDate: string;
          question: { questionId: string; text: string };
          settingValues: Array<{ code: MemberSettingCode; value: string }>;
          criterionOptions: Array<{
            responseOptionLk: string;
            position: number;
            qualification: boolean;
            pinned: boolean;
            responseOption: { responseOptionId: string; rotype: string; value: string };
            quota: { percent: number } | null;
          }>;
        }
      | {
          state: CriterionState;
          criterion: { code: string; name: string; question: { questionId: string; text: string } };
          settingValues: Array<{ code: MemberSettingCode; value: string }>;
          standardCriterionOptions: Array<{
            position: number;
            state: CriterionState;
            qualification: boolean;
            criterionOption: {
              code: string;
              responseOption: { responseOptionId: string; rotype: string; value: string };
            };
            quota: { percent: number } | null;
          }>;
        };
  }>;
  disabledCustomCriteria: Array<{
    questionLk: string;
    number: number;
    state: CriterionState;
    createdDate: string;
    question: { questionId: string; text: string };
    settingValues: Array<{ code: MemberSettingCode; value: string }>;
    criterionOptions: Array<{
      responseOptionLk: string;
      position: number;
      qualification: boolean;
      pinned: boolean;
      responseOption: { responseOptionId: string; rotype: string; value: string };
      quota: { percent: number } | null;
    }>;
  }>;
  interlocks: Array<{
    memberNumbers: Array<number>;
    cellOptionKeys: Array<Array<string>>;
    cellPercents: Array<number>;
  }>;
  validationErrors: Array<{
    memberNumber: number | null;
    itemId: string | null;
    code: string;
    severity: string;
    message: string;
  }>;
};

export type DraftAudienceQueryVariables = Exact<{
  surveyId: string;
}>;

export type DraftAudienceQuery = {
  draftAudience: {
    surveyId: string;
    version: number;
    countryCode: string;
    activePresetAudience: string;
    isValid: boolean;
    criteriaUsed: number;
    members: Array<{
      number: number;
      position: number;
      contextPosition: number;
      memberType: MemberType;
      createdDate: string;
      sinceDate: string;
      memberItem:
        | {
            questionLk: string;
            number: number;
            state: CriterionState;
            createdDate: string;
            question: { questionId: string; text: string };
            settingValues: Array<{ code: MemberSettingCode; value: string }>;
            criterionOptions: Array<{
              responseOptionLk: string;
              position: number;
              qualification: boolean;
              pinned: boolean;
              responseOption: { responseOptionId: string; rotype: string; value: string };
              quota: { percent: number } | null;
            }>;
          }
        | {
            state: CriterionState;
            criterion: {
              code: string;
              name: string;
              question: { questionId: string; text: string };
            };
            settingValues: Array<{ code: MemberSettingCode; value: string }>;
            standardCriterionOptions: Array<{
              position: number;
              state: CriterionState;
              qualification: boolean;
              criterionOption: {
                code: string;
                responseOption: { responseOptionId: string; rotype: string; value: string };
              };
              quota: { percent: number } | null;
            }>;
          };
    }>;
    disabledCustomCriteria: Array<{
      questionLk: string;
      number: number;
      state: CriterionState;
      createdDate: string;
      question: { questionId: string; text: string };
      settingValues: Array<{ code: MemberSettingCode; value: string }>;
      criterionOptions: Array<{
        responseOptionLk: string;
        position: number;
        qualification: boolean;
        pinned: boolean;
        responseOption: { responseOptionId: string; rotype: string; value: string };
        quota: { percent: number } | null;
      }>;
    }>;
    interlocks: Array<{
      memberNumbers: Array<number>;
      cellOptionKeys: Array<Array<string>>;
      cellPercents: Array<number>;
    }>;
    validationErrors: Array<{
      memberNumber: number | null;
      itemId: string | null;
      code: string;
      severity: string;
      message: string;
    }>;
  };
};

export type AudienceFieldworkQueryVariables = Exact<{
  surveyId: string;
}>;

export type AudienceFieldworkQuery = {
  fieldwork: {
    surveyId: string;
    incidenceRate: number;
    activePresetAudience: string | null;
    locale: { language: string; country: string };
    samplesNeeded: { unadjusted: number; adjusted: number };
    lengthOfInterview: { unadjusted: number; adjusted: number };
    audience: { countryId: string };
  } | null;
};

export type AudienceCountriesQueryVariables = Exact<{ [key: string]: never }>;

export type AudienceCountriesQuery = {
  countries: Array<{
    name: string;
    countryCode: string;
    locale: { language: string; country: string };
  }>;
};

export type PresetAudiencesQueryVariables = Exact<{
  countryCode: string;
}>;

export type PresetAudiencesQuery = {
  presetAudiences: Array<{ name: string; description: string }>;
};

export type CategoryFieldsFragment = {
  code: string;
  name: string;
  position: number;
  standardCriteria: Array<{
    state: CriterionState;
    matchedText: string | null;
    criterion: { code: string; name: string; question: { questionId: string; text: string } };
  }>;
};

export type AudienceCategoriesQueryVariables = Exact<{
  surveyId: string;
  expandedCategories: Array<string> | string;
}>;

export type AudienceCategoriesQuery = {
  categories: Array<{
    code: string;
    name: string;
    position: number;
    standardCriteria: Array<{
      state: CriterionState;
      matchedText: string | null;
      criterion: { code: string; name: string; question: { questionId: string; text: string } };
    }>;
  }>;
};

export type SearchAudienceCategoriesQueryVariables = Exact<{
  surveyId: string;
  searchCriteria: string;
}>;

export type SearchAudienceCategoriesQuery = {
  searchCategories: Array<{
    code: string;
    name: string;
    position: number;
    standardCriteria: Array<{
      state: CriterionState;
      matchedText: string | null;
      criterion: { code: string; name: string; question: { questionId: string; text: string } };
    }>;
  }>;
};

export type AudienceCostQuoteQueryVariables = Exact<{
  surveyId: string;
  lengthOfInterview?: number | null | undefined;
  purchase?: boolean | null | undefined;
}>;

export type AudienceCostQuoteQuery = {
  getCostQuote: {
    incidenceRate: number;
    lengthOfInterview: number;
    total: number;
    cpi: { amount: number; baseAmount: number; currency: string };
  };
};

export type FeasibilityEstimateQueryVariables = Exact<{
  surveyId: string;
  loi?: number | null | undefined;
}>;

export type FeasibilityEstimateQuery = {
  getFeasibilityEstimate: {
    isFeasible: boolean;
    feasibility: number;
    estimatedDeliveryTime: number | null;
    incidenceRate: number;
    infeasibleQuotas: Array<{
      feasibleCounts: number;
      quota: {
        percent: number;
        respondentCount: number;
        key: { questionId: string; responseOptionId: string };
      };
    }>;
    errors: Array<{ field: string; message: string }>;
  };
};

export type UpdateAudienceFieldworkMutationVariables = Exact<{
  surveyId: string;
  lengthOfInterview?: number | null | undefined;
  countryCode?: string | null | undefined;
  startDate?: string | null | undefined;
  samplesNeeded?: number | null | undefined;
}>;

export type UpdateAudienceFieldworkMutation = {
  updateFieldwork: {
    surveyId: string;
    incidenceRate: number;
    activePresetAudience: string | null;
    locale: { language: string; country: string };
    samplesNeeded: { unadjusted: number; adjusted: number };
    lengthOfInterview: { unadjusted: number; adjusted: number };
    audience: { countryId: string };
  };
};

export type ConfirmFieldworkQueryVariables = Exact<{
  surveyId: string;
}>;

export type ConfirmFieldworkQuery = {
  fieldwork: {
    surveyId: string;
    incidenceRate: number;
    isConfiguredForSoftLaunch: boolean;
    locale: { language: string; country: string };
    samplesNeeded: { unadjusted: number; adjusted: number };
    lengthOfInterview: { unadjusted: number; adjusted: number };
    duration: { startDate: string | null; endDate: string | null };
    softLaunch: { samplesNeeded: number };
  } | null;
};

export type ConfirmFieldworkFieldsFragment = {
  surveyId: string;
  incidenceRate: number;
  isConfiguredForSoftLaunch: boolean;
  locale: { language: string; country: string };
  samplesNeeded: { unadjusted: number; adjusted: number };
  lengthOfInterview: { unadjusted: number; adjusted: number };
  duration: { startDate: string | null; endDate: string | null };
  softLaunch: { samplesNeeded: number };
};

export type UpdateConfirmDatesMutationVariables = Exact<{
  surveyId: string;
  startDate: string;
  endDate: string;
}>;

export type UpdateConfirmDatesMutation = {
  updateFieldwork: {
    surveyId: string;
    incidenceRate: number;
    isConfiguredForSoftLaunch: boolean;
    locale: { language: string; country: string };
    samplesNeeded: { unadjusted: number; adjusted: number };
    lengthOfInterview: { unadjusted: number; adjusted: number };
    duration: { startDate: string | null; endDate: string | null };
    softLaunch: { samplesNeeded: number };
  };
};

export type UpdateSoftLaunchMutationVariables = Exact<{
  surveyId: string;
  samplesNeeded: number;
}>;

export type UpdateSoftLaunchMutation = {
  updateFieldwork: {
    surveyId: string;
    incidenceRate: number;
    isConfiguredForSoftLaunch: boolean;
    locale: { language: string; country: string };
    samplesNeeded: { unadjusted: number; adjusted: number };
    lengthOfInterview: { unadjusted: number; adjusted: number };
    duration: { startDate: string | null; endDate: string | null };
    softLaunch: { samplesNeeded: number };
  };
};

export type AddFieldworkMutationVariables = Exact<{
  surveyId: string;
  panelSupplierCode: string;
  countryCode: string;
  samplesNeeded: number;
  accountMarkup: number;
}>;

export type AddFieldworkMutation = {
  addFieldwork: { surveyId: string; samplesNeeded: { unadjusted: number; adjusted: number } };
};

export type CountriesQueryVariables = Exact<{ [key: string]: never }>;

export type CountriesQuery = { countries: Array<{ name: string; countryCode: string }> };

export type GetCostQuoteQueryVariables = Exact<{
  surveyId: string;
  loi?: number | null | undefined;
}>;

export type GetCostQuoteQuery = { getCostQuote: { cpi: { amount: number; currency: string } } };

export type ResultsFieldworkQueryVariables = Exact<{
  surveyId: string;
}>;

export type ResultsFieldworkQuery = {
  fieldwork: {
    surveyId: string;
    incidenceRate: number;
    panelSupplierCode: string;
    locale: { language: string; country: string };
    samplesNeeded: { unadjusted: number; adjusted: number };
    duration: { startDate: string | null; endDate: string | null };
  } | null;
};

export type SurveyFieldworkQueryVariables = Exact<{
  surveyId: string;
}>;

export type SurveyFieldworkQuery = {
  fieldwork: { surveyId: string; samplesNeeded: { unadjusted: number; adjusted: number } } | null;
};

export type UpdateFieldworkLoiMutationVariables = Exact<{
  surveyId: string;
  lengthOfInterview: number;
}>;

export type UpdateFieldworkLoiMutation = {
  updateFieldwork: {
    surveyId: string;
    lengthOfInterview: { adjusted: number; unadjusted: number };
  };
};

export type UpdateFieldworkSamplesMutationVariables = Exact<{
  surveyId: string;
  samplesNeeded: number;
}>;

export type UpdateFieldworkSamplesMutation = {
  updateFieldwork: { surveyId: string; samplesNeeded: { unadjusted: number; adjusted: number } };
};

export const SettingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingFieldsFragment, unknown>;
export const StandardCriterionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StandardCriterionFieldsFragment, unknown>;
export const CustomCriterionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomCriterionFieldsFragment, unknown>;
export const DraftAudienceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DraftAudienceFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterion' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const ConfirmFieldworkFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmFieldworkFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Fieldwork' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
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
            name: { kind: 'Name', value: 'samplesNeeded' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lengthOfInterview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'softLaunch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isConfiguredForSoftLaunch' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmFieldworkFieldsFragment, unknown>;
export const PresetAudienceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PresetAudience' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
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
            name: { kind: 'Name', value: 'presetAudience' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetAudienceMutation, PresetAudienceMutationVariables>;
export const SetStandardCriterionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStandardCriterion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'setStandardCriterion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetStandardCriterionMutation, SetStandardCriterionMutationVariables>;
export const RemoveStandardCriterionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveStandardCriterion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'removeStandardCriterion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveStandardCriterionMutation,
  RemoveStandardCriterionMutationVariables
>;
export const SetStandardQualificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStandardQualification' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: {
            kind: 'Variable',
            name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
          },
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
            name: { kind: 'Name', value: 'setStandardQualification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetStandardQualificationMutation,
  SetStandardQualificationMutationVariables
>;
export const RemoveStandardQualificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveStandardQualification' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: {
            kind: 'Variable',
            name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
          },
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
            name: { kind: 'Name', value: 'removeStandardQualification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveStandardQualificationMutation,
  RemoveStandardQualificationMutationVariables
>;
export const SetAllStandardQualificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAllStandardQualification' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'setAllStandardQualification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetAllStandardQualificationMutation,
  SetAllStandardQualificationMutationVariables
>;
export const RemoveAllStandardQualificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveAllStandardQualification' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'removeAllStandardQualification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveAllStandardQualificationMutation,
  RemoveAllStandardQualificationMutationVariables
>;
export const SetStandardMemberSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStandardMemberSettingValue' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setStandardMemberSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'setting' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'setting' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetStandardMemberSettingValueMutation,
  SetStandardMemberSettingValueMutationVariables
>;
export const RemoveStandardMemberSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveStandardMemberSettingValue' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberSettingCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingCode' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeStandardMemberSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberSettingCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberSettingCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveStandardMemberSettingValueMutation,
  RemoveStandardMemberSettingValueMutationVariables
>;
export const SetStandardQuotasDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStandardQuotas' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'setStandardQuotas' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetStandardQuotasMutation, SetStandardQuotasMutationVariables>;
export const RemoveStandardQuotasDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveStandardQuotas' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'removeStandardQuotas' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveStandardQuotasMutation, RemoveStandardQuotasMutationVariables>;
export const SetStandardQuotaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStandardQuota' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: {
            kind: 'Variable',
            name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
          },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
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
            name: { kind: 'Name', value: 'setStandardQuota' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'audienceCriterionOptionCode' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'percent' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetStandardQuotaMutation, SetStandardQuotaMutationVariables>;
export const SumStandardQuotasTo100Document = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SumStandardQuotasTo100' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
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
            name: { kind: 'Name', value: 'sumStandardQuotasTo100' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceCriterionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceCriterionCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SumStandardQuotasTo100Mutation,
  SumStandardQuotasTo100MutationVariables
>;
export const AddCustomCriterionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddCustomCriterion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'settings' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultOptionsCount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addCustomCriterion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
                name: { kind: 'Name', value: 'settings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'settings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultOptionsCount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultOptionsCount' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddCustomCriterionMutation, AddCustomCriterionMutationVariables>;
export const DetachCustomAudienceMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DetachCustomAudienceMember' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachCustomAudienceMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DetachCustomAudienceMemberMutation,
  DetachCustomAudienceMemberMutationVariables
>;
export const SetCustomCriterionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCustomCriterion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
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
            name: { kind: 'Name', value: 'setCustomCriterion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCustomCriterionMutation, SetCustomCriterionMutationVariables>;
export const RemoveCustomCriterionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCustomCriterion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
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
            name: { kind: 'Name', value: 'removeCustomCriterion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCustomCriterionMutation, RemoveCustomCriterionMutationVariables>;
export const UpdateCustomCriterionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCustomCriterion' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCustomCriterion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCustomCriterionMutation, UpdateCustomCriterionMutationVariables>;
export const AddCustomCriterionOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddCustomCriterionOption' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addCustomCriterionOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AddCustomCriterionOptionMutation,
  AddCustomCriterionOptionMutationVariables
>;
export const UpdateCustomCriterionOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCustomCriterionOption' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCustomCriterionOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateCustomCriterionOptionMutation,
  UpdateCustomCriterionOptionMutationVariables
>;
export const DetachCustomCriterionOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DetachCustomCriterionOption' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachCustomCriterionOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DetachCustomCriterionOptionMutation,
  DetachCustomCriterionOptionMutationVariables
>;
export const MoveCustomCriterionOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveCustomCriterionOption' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveCustomCriterionOption' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  MoveCustomCriterionOptionMutation,
  MoveCustomCriterionOptionMutationVariables
>;
export const SetCustomQualificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCustomQualification' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCustomQualification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetCustomQualificationMutation,
  SetCustomQualificationMutationVariables
>;
export const RemoveCustomQualificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCustomQualification' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeCustomQualification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveCustomQualificationMutation,
  RemoveCustomQualificationMutationVariables
>;
export const SetCustomQuotaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCustomQuota' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
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
            name: { kind: 'Name', value: 'setCustomQuota' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
                name: { kind: 'Name', value: 'percent' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCustomQuotaMutation, SetCustomQuotaMutationVariables>;
export const SumCustomQuotasTo100Document = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SumCustomQuotasTo100' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
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
            name: { kind: 'Name', value: 'sumCustomQuotasTo100' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SumCustomQuotasTo100Mutation, SumCustomQuotasTo100MutationVariables>;
export const SetCustomMemberSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCustomMemberSettingValue' },
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
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCustomMemberSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetCustomMemberSettingValueMutation,
  SetCustomMemberSettingValueMutationVariables
>;
export const RemoveCustomMemberSettingValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCustomMemberSettingValue' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberSettingCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingCode' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeCustomMemberSettingValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionLk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionLk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberSettingCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberSettingCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveCustomMemberSettingValueMutation,
  RemoveCustomMemberSettingValueMutationVariables
>;
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  PinOrUnpinResponseOptionMutation,
  PinOrUnpinResponseOptionMutationVariables
>;
export const MoveAudienceMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveAudienceMember' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveAudienceMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveAudienceMemberMutation, MoveAudienceMemberMutationVariables>;
export const SetInterlockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetInterlock' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumbers' } },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setInterlock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberNumbers' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumbers' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetInterlockMutation, SetInterlockMutationVariables>;
export const RemoveInterlockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveInterlock' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeInterlock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumber' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveInterlockMutation, RemoveInterlockMutationVariables>;
export const SetInterlockQuotaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetInterlockQuota' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'optionKeys' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
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
            name: { kind: 'Name', value: 'setInterlockQuota' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'optionKeys' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'optionKeys' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'percent' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetInterlockQuotaMutation, SetInterlockQuotaMutationVariables>;
export const SumInterlockQuotasTo100Document = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SumInterlockQuotasTo100' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sumInterlockQuotasTo100' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberNumber' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'draftAudience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DraftAudienceFields' },
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
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SumInterlockQuotasTo100Mutation,
  SumInterlockQuotasTo100MutationVariables
>;
export const DraftAudienceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DraftAudience' },
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
            name: { kind: 'Name', value: 'draftAudience' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DraftAudienceFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SettingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberSettingValue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StandardCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandardCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterionOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'responseOption' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
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
      name: { kind: 'Name', value: 'CustomCriterionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomCriterion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionLk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settingValues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SettingFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'criterionOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseOptionLk' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'responseOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'responseOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rotype' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qualification' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quota' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DraftAudienceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DraftAudience' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'criteriaUsed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contextPosition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'memberItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StandardCriterionFields' },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CustomCriterionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disabledCustomCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomCriterionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interlocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumbers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellOptionKeys' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cellPercents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validationErrors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'memberNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DraftAudienceQuery, DraftAudienceQueryVariables>;
export const AudienceFieldworkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AudienceFieldwork' },
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
            name: { kind: 'Name', value: 'fieldwork' },
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
                  name: { kind: 'Name', value: 'samplesNeeded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lengthOfInterview' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'audience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'countryId' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AudienceFieldworkQuery, AudienceFieldworkQueryVariables>;
export const AudienceCountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AudienceCountries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AudienceCountriesQuery, AudienceCountriesQueryVariables>;
export const PresetAudiencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PresetAudiences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'countryCode' } },
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
            name: { kind: 'Name', value: 'presetAudiences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'countryCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'countryCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetAudiencesQuery, PresetAudiencesQueryVariables>;
export const AudienceCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AudienceCategories' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expandedCategories' } },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expandedCategories' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expandedCategories' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterion' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AudienceCategoriesQuery, AudienceCategoriesQueryVariables>;
export const SearchAudienceCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchAudienceCategories' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'searchCriteria' } },
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
            name: { kind: 'Name', value: 'searchCategories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'searchCriteria' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'searchCriteria' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'standardCriteria' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'criterion' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchAudienceCategoriesQuery, SearchAudienceCategoriesQueryVariables>;
export const AudienceCostQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AudienceCostQuote' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lengthOfInterview' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purchase' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCostQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lengthOfInterview' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lengthOfInterview' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purchase' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purchase' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cpi' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lengthOfInterview' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AudienceCostQuoteQuery, AudienceCostQuoteQueryVariables>;
export const FeasibilityEstimateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeasibilityEstimate' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loi' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getFeasibilityEstimate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loi' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loi' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'isFeasible' } },
                { kind: 'Field', name: { kind: 'Name', value: 'feasibility' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedDeliveryTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'infeasibleQuotas' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'feasibleCounts' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'quota' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'respondentCount' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'key' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'responseOptionId' },
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
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
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
} as unknown as DocumentNode<FeasibilityEstimateQuery, FeasibilityEstimateQueryVariables>;
export const UpdateAudienceFieldworkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAudienceFieldwork' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lengthOfInterview' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'countryCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFieldwork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lengthOfInterview' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lengthOfInterview' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'countryCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'countryCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'samplesNeeded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
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
                  name: { kind: 'Name', value: 'samplesNeeded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lengthOfInterview' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activePresetAudience' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'audience' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'countryId' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateAudienceFieldworkMutation,
  UpdateAudienceFieldworkMutationVariables
>;
export const ConfirmFieldworkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConfirmFieldwork' },
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
            name: { kind: 'Name', value: 'fieldwork' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConfirmFieldworkFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmFieldworkFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Fieldwork' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
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
            name: { kind: 'Name', value: 'samplesNeeded' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lengthOfInterview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'softLaunch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isConfiguredForSoftLaunch' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmFieldworkQuery, ConfirmFieldworkQueryVariables>;
export const UpdateConfirmDatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateConfirmDates' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endDate' } },
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
            name: { kind: 'Name', value: 'updateFieldwork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConfirmFieldworkFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmFieldworkFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Fieldwork' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
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
            name: { kind: 'Name', value: 'samplesNeeded' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lengthOfInterview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'softLaunch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isConfiguredForSoftLaunch' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateConfirmDatesMutation, UpdateConfirmDatesMutationVariables>;
export const UpdateSoftLaunchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSoftLaunch' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFieldwork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'softLaunch' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'samplesNeeded' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConfirmFieldworkFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmFieldworkFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Fieldwork' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
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
            name: { kind: 'Name', value: 'samplesNeeded' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lengthOfInterview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'softLaunch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isConfiguredForSoftLaunch' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSoftLaunchMutation, UpdateSoftLaunchMutationVariables>;
export const AddFieldworkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFieldwork' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'panelSupplierCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'countryCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'addFieldwork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'panelSupplierCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'panelSupplierCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'countryCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'countryCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'samplesNeeded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'samplesNeeded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
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
} as unknown as DocumentNode<AddFieldworkMutation, AddFieldworkMutationVariables>;
export const CountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Countries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countryCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const GetCostQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetCostQuote' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loi' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCostQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loi' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loi' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cpi' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
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
} as unknown as DocumentNode<GetCostQuoteQuery, GetCostQuoteQueryVariables>;
export const ResultsFieldworkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResultsFieldwork' },
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
            name: { kind: 'Name', value: 'fieldwork' },
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
                  name: { kind: 'Name', value: 'samplesNeeded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'duration' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'incidenceRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'panelSupplierCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsFieldworkQuery, ResultsFieldworkQueryVariables>;
export const SurveyFieldworkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyFieldwork' },
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
            name: { kind: 'Name', value: 'fieldwork' },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'samplesNeeded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
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
} as unknown as DocumentNode<SurveyFieldworkQuery, SurveyFieldworkQueryVariables>;
export const UpdateFieldworkLoiDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFieldworkLoi' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lengthOfInterview' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFieldwork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lengthOfInterview' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lengthOfInterview' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lengthOfInterview' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
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
} as unknown as DocumentNode<UpdateFieldworkLoiMutation, UpdateFieldworkLoiMutationVariables>;
export const UpdateFieldworkSamplesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFieldworkSamples' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFieldwork' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'samplesNeeded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'samplesNeeded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'unadjusted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjusted' } },
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
} as unknown as DocumentNode<
  UpdateFieldworkSamplesMutation,
  UpdateFieldworkSamplesMutationVariables
>;
