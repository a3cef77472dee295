export { ApiError, isApiError, NETWORK_ERROR } from '@wps/contracts';
