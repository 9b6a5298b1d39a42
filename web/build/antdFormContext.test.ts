import { describe, expect, it } from 'vitest';
import { antdFormContextPlugin } from './antdFormContext.ts';
import { antdFile, transformOf } from './pluginTesting.ts';

const antdContext = antdFile('es/form/context.js');
const transform = transformOf(antdFormContextPlugin());

describe('antd form context plugin', () => {
  it("points antd's form context at rc-form's FormProvider module, not the package's entry", () => {
    const result = transform(antdContext) as { code: string };
    expect(result.code).toContain("from '@rc-component/form/es/FormContext'");
    expect(result.code).not.toContain("from '@rc-component/form';");
  });

  it('leaves every other module alone', () => {
    expect(transform('/x/antd/es/form/Form.js', "import x from '@rc-component/form';")).toBeNull();
  });

  it("fails when antd's import changed", () => {
    expect(() => transform(antdContext, 'export {}')).toThrow(/changed/);
  });
});
