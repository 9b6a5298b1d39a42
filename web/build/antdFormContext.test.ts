import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdFormContextPlugin } from './antdFormContext.ts';

const antdContext = path.join(
  path.dirname(createRequire(import.meta.url).resolve('antd/package.json')),
  'es/form/context.js',
);

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;
const transform = antdFormContextPlugin().transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('antd form context plugin', () => {
  it("points antd's form context at rc-form's FormProvider module, not the package's entry", () => {
    const result = transform.call(context, fs.readFileSync(antdContext, 'utf8'), antdContext) as {
      code: string;
    };
    expect(result.code).toContain("from '@rc-component/form/es/FormContext'");
    expect(result.code).not.toContain("from '@rc-component/form';");
  });

  it('leaves every other module alone', () => {
    expect(
      transform.call(context, "import x from '@rc-component/form';", '/x/antd/es/form/Form.js'),
    ).toBeNull();
  });

  it("fails when antd's import changed", () => {
    expect(() => transform.call(context, 'export {}', antdContext)).toThrow(/changed/);
  });
});
