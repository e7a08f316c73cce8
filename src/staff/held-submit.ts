export { heldSubmitScript, takeHeldSubmit };

// The sign-in page arrives drawn, before its code: a submit then would be the browser's own, sending the form
// away. This inline script holds it until the app has taken the form over, which then sends it itself.
const heldSubmitScript = "addEventListener('submit',function(e){if(!window.staffApp){e.preventDefault();window.staffHeld=true}},true)";

/** Called once the app drives the form: from now on submits are its own; true when one was held. */
function takeHeldSubmit(): boolean {
  const page = window as { staffApp?: boolean; staffHeld?: boolean };
  page.staffApp = true;
  const held = page.staffHeld === true;
  page.staffHeld = false;
  return held;
}
