export { csrf };

// The session's token, sent with every change so another site cannot make one with the cookie alone. Apart from
// the API client so the first screen's code does not wait for it.
const csrf = { token: '' };
