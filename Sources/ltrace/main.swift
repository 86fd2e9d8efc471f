import Foundation

// Run on a thread with a large stack: deep scenes are limited by the parser,
// but layout and analyses recurse along the tree. `main()` exits on failure
// and returns on success.
let thread = Thread {
    LTrace.main()
    exit(0)
}
thread.stackSize = 512 << 20
thread.start()
while true { sleep(1000) }
