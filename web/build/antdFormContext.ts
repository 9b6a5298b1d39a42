import { rewriteImportPlugin } from './rewriteImport.ts';

/**
 * antd's form context (antd/es/form/context.js), which every input reads, imports rc-form's FormProvider
 * from the package's entry; that entry assigns Field, List and useForm to the form component at load, so a
 * bundle keeps all of rc-form and async-validator (~14 KB gzipped) wherever an input is, even a screen with
 * no antd Form, as the login screens are (issue 19). This points the import at the module that defines
 * FormProvider, the same function the entry re-exports. It fails the build if antd's source changes, so
 * that the rewrite is reviewed rather than silently lost.
 */
export const antdFormContextPlugin = () =>
  rewriteImportPlugin({
    name: 'onsite-antd-form-context',
    module: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    from: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    to: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
    what: "the import of rc-form's FormProvider",
  });
