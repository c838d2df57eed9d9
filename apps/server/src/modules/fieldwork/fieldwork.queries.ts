/**
 * The fieldwork module's statements other modules run as they are: field health reads the
 * incidence a survey was quoted at (the fieldwork row is frozen once the survey is bought).
 * Nothing else of fieldwork's stores is imported from outside the module.
 */
export { findFieldwork } from './fieldwork.store.ts';
