/** Identifiers and timestamps of the questionnaire model; a leaf module so model files can share them without cycles. */
export type Id = string;
/** ISO-8601 timestamp, always taken from the command context's clock. */
export type IsoDateTime = string;
