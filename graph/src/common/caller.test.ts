// Services know who calls them (issue 44, item 7): every service method that checks permissions
// (calls the capability table; or, public, takes a `caller`/`actor`) is marked `@checksCaller`, and every
// marked method refuses a call without its caller before it runs. The first test reads the
// services' source (TypeScript's own parser), so a new method that checks permissions without the
// mark fails here; the second calls each marked method without a caller.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MissingCallerError, permissionCheckedMethods, SYSTEM_ACTOR } from './caller';
import { createServices } from '../modules/services';

const MODULES = path.join(__dirname, '..', 'modules');
const serviceFiles = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: domain }) =>
    readdirSync(path.join(MODULES, domain))
      .filter((file) => file.endsWith('.service.ts'))
      .map((file) => path.join(MODULES, domain, file)),
  );
// Loading every service registers its marked methods.
for (const file of serviceFiles) require(file);

const PERMISSION_CHECKS = new Set(['assertCapability', 'assertArticleAccess']);
const CALLER_NAMES = new Set(['caller', 'actor']);

/** Methods of service classes that check permissions, with the index of their caller argument. */
function methodsThatCheckPermissions() {
  const found: { name: string; callerIndex: number; marked: boolean }[] = [];
  for (const file of serviceFiles) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    source.forEachChild(function visitClass(node) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !member.body) continue;
        let checks = false;
        member.body.forEachChild(function visit(child): void {
          if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && PERMISSION_CHECKS.has(child.expression.text))
            checks = true;
          child.forEachChild(visit);
        });
        const callerIndex = member.parameters.findIndex((p) => ts.isIdentifier(p.name) && CALLER_NAMES.has(p.name.text));
        const isPrivate = (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
        // A private helper that only passes the caller on (to a log, a mail) checks nothing itself.
        if (!checks && (callerIndex === -1 || isPrivate)) continue;
        const marked = (ts.getDecorators(member) ?? []).some(
          (d) => ts.isCallExpression(d.expression) && d.expression.expression.getText() === 'checksCaller',
        );
        found.push({ name: `${node.name.text}.${member.name.getText()}`, callerIndex, marked });
      }
    });
  }
  return found;
}

it('marks every service method that checks permissions, with its caller argument', () => {
  const methods = methodsThatCheckPermissions();
  expect(methods.length).toBeGreaterThan(20);
  expect(methods.filter((m) => !m.marked).map((m) => m.name)).toEqual([]);
  const registered = new Map(permissionCheckedMethods().map((m) => [m.name, m.callerIndex]));
  expect(methods.map((m) => [m.name, registered.get(m.name)])).toEqual(methods.map((m) => [m.name, m.callerIndex]));
});

it('refuses each of them without a caller, before it runs', () => {
  const reached: string[] = [];
  for (const entry of permissionCheckedMethods()) {
    // An instance with nothing behind it: the method must refuse before it touches anything.
    const service = Object.create(entry.service.prototype) as Record<string, (...args: unknown[]) => unknown>;
    const args = Array.from({ length: entry.callerIndex + 1 }, () => undefined);
    try {
      service[entry.method](...args);
      reached.push(`${entry.name}: ran`);
    } catch (error) {
      if (!(error instanceof MissingCallerError)) reached.push(`${entry.name}: ${String(error)}`);
    }
  }
  expect(reached).toEqual([]);
});

it('needs a caller at compile time too', () => {
  // Never called: the type checker (npm run typecheck) is what this test asks.
  const typeChecks = (services: ReturnType<typeof createServices>) => {
    // @ts-expect-error a caller is required
    void services.articles.delete(1);
    // @ts-expect-error a caller is required
    void services.articles.update(1, { title: 'x' });
    void services.articles.delete(1, SYSTEM_ACTOR);
  };
  expect(typeof typeChecks).toBe('function');
});
