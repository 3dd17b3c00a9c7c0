// The read floor of Benchmarks/run: what merely opening and reading the files of a corpus costs
// on this machine, with nothing else done. It reads every path listed in the file named by its
// argument (one per line) whole into one reused buffer, opening each relative to its open folder
// as adaptlint does, with open, read and close only (adaptlint also calls fstat), and prints the
// number of bytes read. Built by Benchmarks/run with `swiftc -O`; not part of the package.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

guard CommandLine.arguments.count == 2, let list = fopen(CommandLine.arguments[1], "r") else {
    fputs("usage: readfloor LIST (one path per line)\n", stderr)
    exit(2)
}
let capacity = 1 << 20
let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
var folder: [CChar] = []
var folderDescriptor = AT_FDCWD
var total = 0
var line: UnsafeMutablePointer<CChar>? = nil
var lineCapacity = 0
// The path is split in place (no String per file): the floor should cost the system calls only.
while case let length = getline(&line, &lineCapacity, list), length > 0, let line {
    if line[length - 1] == 0x0A { line[length - 1] = 0 }
    var name = line
    var base = AT_FDCWD
    if let slash = strrchr(line, 0x2F) {
        slash.pointee = 0
        let directory = UnsafeBufferPointer(start: line, count: strlen(line) + 1)
        if !folder.elementsEqual(directory) {
            if folderDescriptor != AT_FDCWD { close(folderDescriptor) }
            folderDescriptor = open(line, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            folder = Array(directory)
        }
        name = slash + 1
        base = folderDescriptor
    }
    let descriptor = openat(base, name, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        fputs("readfloor: cannot open \(String(cString: name))\n", stderr)
        exit(2)
    }
    // A read shorter than the buffer ends a regular file; a longer file takes more reads.
    while true {
        let count = read(descriptor, buffer, capacity)
        if count > 0 { total += count }
        if count < capacity { break }
    }
    close(descriptor)
}
print(total)
