export { accountCentreRoutes } from './account-centre.routes.js';
export { default as accountsAuthPlugin } from './accounts.auth.js';
export { attributesRoutes } from './attributes.routes.js';
export { accountsRoutes } from './accounts.routes.js';
export { insertCustomer } from './accounts.repository.js';
export { captchaRoutes } from './captcha.routes.js';
export { hashPassword } from './passwords.js';
export { registrationRoutes } from './registration.routes.js';
export { endSession, startSession } from './sessions.service.js';
