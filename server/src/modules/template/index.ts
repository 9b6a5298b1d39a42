/** What other modules may use of the template module: a customer's choice of template for an activity. */
export { assertPickable, templatesForActivity } from './template.service.ts';
