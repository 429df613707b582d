export { formatDate, formatDateTime } from './hooks';
export { messageOf, toastError as toastErrorOf } from './http';
