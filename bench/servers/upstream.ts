import { startLeanUpstream, type UpstreamBehaviour } from '../lean-upstream.ts'
import { announceListening, exitWithParent, readOptions } from './child-lifecycle.ts'

// The fake chat-completions upstream in its own process, so its CPU is not billed to the
// server under test or the load generator.
exitWithParent()
const behaviour = readOptions((value) => value as UpstreamBehaviour)
const upstream = await startLeanUpstream(behaviour)
process.on('message', (message) => {
  if (message === 'counts') process.send?.({ counts: upstream.counts() })
})
announceListening(upstream.port)
