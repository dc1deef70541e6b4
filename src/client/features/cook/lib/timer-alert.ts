import type { CookTimer } from './timer-store.ts'

let audio: AudioContext | undefined

/**
 * Readies the sound for a timer's end. Browsers only let a page make a sound once the visitor
 * has acted, so this runs on the click that starts a timer; it also asks, once and only then,
 * whether the page may notify (when it is hidden as a timer ends).
 */
export function prepareTimerAlerts(): void {
  try {
    audio ??= new AudioContext()
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined)
  } catch {
    // No Web Audio: the timer still ends on screen and vibrates where it can.
  }
  if ('Notification' in window && Notification.permission === 'default') {
    // Not awaited: the timer starts whatever the answer; a refusal only means no notification.
    void Notification.requestPermission().catch(() => undefined)
  }
}

/** A timer has ended: three short beeps, a buzz, and a notification if the page is hidden. */
export function alertTimerDone(timer: CookTimer): void {
  beep()
  try {
    navigator.vibrate?.([200, 100, 200, 100, 200])
  } catch {
    // Vibration refused (no user activation yet, say): the sound and the screen remain.
  }
  if (
    document.visibilityState === 'hidden' &&
    'Notification' in window &&
    Notification.permission === 'granted'
  ) {
    try {
      new Notification('Timer done', { body: `${timer.label} (${timer.from})`, tag: timer.id })
    } catch {
      // Some browsers only notify from a service worker: the sound is the alert there.
    }
  }
}

/** Three short 880 Hz beeps, generated: no sound file to fetch. */
function beep(): void {
  if (!audio) return
  try {
    const start = audio.currentTime + 0.05
    for (let index = 0; index < 3; index++) {
      const at = start + index * 0.3
      const tone = audio.createOscillator()
      const volume = audio.createGain()
      tone.frequency.value = 880
      volume.gain.setValueAtTime(0.0001, at)
      volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02)
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.2)
      tone.connect(volume).connect(audio.destination)
      tone.start(at)
      tone.stop(at + 0.22)
    }
  } catch {
    // A closed or broken audio context: the timer still ends on screen.
  }
}
