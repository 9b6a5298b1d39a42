/** Customers as staff manage them (admin and agent consoles): the detail drawer and the forms. */
export { CustomerMoveForm, CustomerPasswordForm, type CustomerTarget } from './CustomerActionForms';
export { CustomerDetailDrawer } from './CustomerDetailDrawer';
export { CustomerForm } from './CustomerForm';
export { CustomerStatusToggle } from './CustomerStatusToggle';
export { useCustomerConsole } from './customerManage.api';
