/** What shows in place of a part whose code could not be fetched: the network is the likely culprit. */
export function UnreachableAlert() {
  return <p role="alert">Could not reach Chef Claude. Check your connection and try again.</p>
}
