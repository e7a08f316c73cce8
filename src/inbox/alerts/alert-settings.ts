export { alertsWanted, setAlertsWanted, chime };

const key = 'inbox-alerts';

/** Whether this person turned sound and notifications on in this browser. */
function alertsWanted(): boolean {
  try {
    return localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function setAlertsWanted(on: boolean): void {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // private mode: alerts last for this visit only
  }
}

let audio: AudioContext | undefined;

// Two short tones made on the spot (no sound file to load). A browser lets a page sound only after a tap: the
// first call happens on the "Turn on alerts" tap and keeps the audio context for later ones.
function chime(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.2, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.17);
    }
  } catch {
    // no audio on this device
  }
}
