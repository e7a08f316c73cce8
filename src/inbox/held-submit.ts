export { heldSubmitScript, takeHeldSubmit };

// The sign-in page arrives drawn, before its code: a submit then would be the browser's own, sending the form
// away, and taking the form over resets its fields. This inline script keeps what is typed (by each field's autocomplete
// name, which stays put when the app takes over while Mantine renames ids) and
// holds a submit until the app drives the form, which then fills the fields back in and sends it itself.
const heldSubmitScript =
  "addEventListener('input',function(e){var t=e.target,k=t&&(t.autocomplete||t.id);if(!window.staffApp&&k)(window.staffTyped=window.staffTyped||{})[k]=t.value},true);" +
  "addEventListener('submit',function(e){if(!window.staffApp){e.preventDefault();window.staffHeld=true}},true)";

/** Called once the app drives the form: from now on submits are its own. Says whether one was held, and what was
 * typed before (by autocomplete name). */
function takeHeldSubmit(): { held: boolean; typed: Record<string, string> } {
  const page = window as { staffApp?: boolean; staffHeld?: boolean; staffTyped?: Record<string, string> };
  page.staffApp = true;
  const held = page.staffHeld === true;
  const typed = page.staffTyped ?? {};
  page.staffHeld = false;
  page.staffTyped = {};
  return { held, typed };
}
