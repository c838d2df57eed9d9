import type { z } from 'zod';

type Leaf = string | number | boolean | bigint | symbol | null | undefined;

/**
 * Every field path of a type (`.a`, `.a[].b`), to a depth that covers every command's arguments.
 * Not distributive: a union with a primitive member (JSON, `unknown`) is a leaf, so recursive
 * types end.
 */
type FieldPaths<T, P extends string = '', D extends unknown[] = []> = D['length'] extends 6
  ? never
  : [T] extends [readonly (infer E)[]]
    ? FieldPaths<NonNullable<E>, `${P}[]`, [...D, unknown]>
    : [T] extends [Leaf]
      ? never
      : [T] extends [object]
        ? {
            [K in keyof T & string]-?:
              `${P}.${K}` | FieldPaths<NonNullable<T[K]>, `${P}.${K}`, [...D, unknown]>;
          }[keyof T & string]
        : never;

/** The paths one type has and the other lacks. */
type PathsDiffer<A, B> =
  | Exclude<FieldPaths<NonNullable<A>>, FieldPaths<NonNullable<B>>>
  | Exclude<FieldPaths<NonNullable<B>>, FieldPaths<NonNullable<A>>>;

/**
 * The domain's arguments as the edge input must accept them. A field the domain types `unknown` or
 * plain `string` it checks itself (styling JSON, setting codes), so the edge may narrow it (to
 * JSON, to an enum): it becomes `never`. The edge's output must still be the domain's type.
 */
type Checked<T> = unknown extends T
  ? never
  : T extends string
    ? string extends T
      ? never
      : T
    : T extends Leaf
      ? T
      : { [K in keyof T]: Checked<T[K]> };

/**
 * Whether an edge schema's input and the domain's arguments describe the same fields: the same
 * paths at every depth, and every domain argument value accepted as input. (That the parsed output
 * is the domain's arguments is `z.ZodType<Args>`'s check.)
 */
type SameFields<Input, Args> = [PathsDiffer<Input, Args>] extends [never]
  ? [Checked<Args>] extends [Input]
    ? true
    : false
  : false;

/** The type an entry must also have when its fields differ: no schema has it, and it says why. */
type Mismatch = 'edge schema differs from the domain arguments';
type WireMismatch = 'schema mutation arguments differ from the domain arguments';

type FnArgs<F> = F extends (parent: never, args: infer A, ...rest: never[]) => unknown ? A : never;

/** The arguments of a generated resolver type (`MutationResolvers['addFork']`, a union). */
export type ResolverArgs<F> = FnArgs<NonNullable<F>>;

/**
 * What each entry must be: a schema whose output is the command's arguments, and, when its fields
 * (or the schema mutation's) differ from them, a type no schema has (so the error names that
 * command alone). No entries for unknown commands.
 */
type Entries<S, Args, Wire> = {
  [N in keyof Args]: z.ZodType<Args[N]> &
    (N extends keyof S
      ? S[N] extends z.ZodType
        ? SameFields<z.input<S[N]>, Args[N]> extends true
          ? unknown
          : Mismatch
        : unknown
      : unknown) &
    (N extends keyof Wire
      ? [PathsDiffer<Wire[N], Args[N]>] extends [never]
        ? unknown
        : WireMismatch
      : unknown);
} & { [X in Exclude<keyof S, keyof Args>]: never };

/**
 * Edge schemas by command name, checked against the domain's argument types `Args` at compile
 * time: a command without a schema, a schema of an unknown command, a field added, renamed or
 * retyped on one side only, or a schema whose output is not the domain's arguments fails
 * typecheck at that command's entry. `Wire`, the schema mutations' arguments by command (without
 * the ones that address the draft or belong to the protocol), must name the same fields.
 */
export function edgeSchemas<Args, Wire>() {
  return <S extends Record<string, z.ZodType>>(
    schemas: S & NoInfer<Entries<S, Args, Wire>>,
  ): { [N in keyof Args]: z.ZodType<Args[N]> } => schemas;
}
