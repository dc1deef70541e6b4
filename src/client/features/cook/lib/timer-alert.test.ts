import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { alertTimerDone, prepareTimerAlerts } from './timer-alert.ts'
import type { CookTimer } from './timer-store.ts'

const TIMER: CookTimer = {
  id: '1',
  label: '10 minutes',
  from: 'Step 2',
  state: 'done',
  endsAt: 0,
  remainingMs: 0,
}

const notifications: { title: string; options: NotificationOptions | undefined }[] = []

function stubNotification(permission: NotificationPermission) {
  const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'))
  const FakeNotification = Object.assign(
    function (this: unknown, title: string, options?: NotificationOptions) {
      notifications.push({ title, options })
    },
    { permission, requestPermission },
  )
  vi.stubGlobal('Notification', FakeNotification)
  return requestPermission
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
}

beforeEach(() => {
  notifications.length = 0
})

afterEach(() => {
  vi.unstubAllGlobals()
  setVisibility('visible')
  Reflect.deleteProperty(navigator, 'vibrate')
})

test('permission to notify is asked on the click that starts a timer, and only if not yet asked', () => {
  const ask = stubNotification('default')
  prepareTimerAlerts()
  expect(ask).toHaveBeenCalledOnce()

  const again = stubNotification('denied')
  prepareTimerAlerts()
  expect(again).not.toHaveBeenCalled()
})

test('a timer that ends vibrates, and notifies only when the page is hidden and allowed', () => {
  const vibrate = vi.fn(() => true)
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
  stubNotification('granted')

  alertTimerDone(TIMER)
  expect(vibrate).toHaveBeenCalledOnce()
  expect(notifications).toEqual([])

  setVisibility('hidden')
  alertTimerDone(TIMER)
  expect(notifications).toEqual([
    { title: 'Timer done', options: { body: '10 minutes (Step 2)', tag: '1' } },
  ])

  stubNotification('denied')
  alertTimerDone(TIMER)
  expect(notifications).toHaveLength(1)
})

test('with no vibration, no notifications and no Web Audio, a timer still ends quietly', () => {
  setVisibility('hidden')
  expect(() => {
    prepareTimerAlerts()
    alertTimerDone(TIMER)
  }).not.toThrow()
})
