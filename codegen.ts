import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types flow from each service's schema: resolver types for the server module that owns it, and
 * typed documents for the web app's operations on it (files named `*.{service}.graphql`).
 */
const services = [
  { name: 'project', module: 'projects' },
  { name: 'fieldwork', module: 'fieldwork' },
  { name: 'order', module: 'orders' },
  { name: 'questionnaire', module: 'questionnaire' },
  { name: 'market', module: 'markets' },
];

const scalars = { ID: 'string' };

const generates: CodegenConfig['generates'] = {};
for (const s of services) {
  const schema = `apps/server/src/modules/${s.module}/${s.module}.schema.graphql`;
  generates[`apps/server/src/modules/${s.module}/${s.module}.generated.ts`] = {
    schema,
    plugins: ['typescript', 'typescript-resolvers'],
    config: {
      contextType: '../../platform/graphqlContext.ts#GraphQLContext',
      useTypeImports: true,
      enumsAsTypes: true,
      scalars,
      useIndexSignature: false,
    },
  };
  generates[`apps/web/src/gql/${s.name}/`] = {
    schema,
    documents: [`apps/web/src/**/*.${s.name}.graphql`],
    preset: 'client',
    presetConfig: { fragmentMasking: false },
    config: { useTypeImports: true, enumsAsTypes: true, scalars },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates,
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
