// React chooses its build from NODE_ENV when first loaded, so this entry settles the environment before
// anything imports it. The deployment posture (PORTAL_ENV) is pinned first, from NODE_ENV when only that
// is set, so a production deployment never runs with development defaults.
process.env.PORTAL_ENV ??= process.env.NODE_ENV === 'production' ? 'production' : 'development';
if (!process.argv.includes('--dev')) process.env.NODE_ENV = 'production';
await import('./server.js');

export {};
