// Runs benchOfflineChef() in a process of its own and prints its figures as one JSON line, so
// the runner's own heap and GC (after thousands of sockets) cannot add to the chef's p99.
const modulePath = './offline-chef.ts'
const chef = (await import(modulePath)) as { benchOfflineChef?: () => Promise<unknown> }
if (typeof chef.benchOfflineChef !== 'function') throw new Error('no benchOfflineChef export')
process.stdout.write(`${JSON.stringify(await chef.benchOfflineChef())}\n`)
export {}
