import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `adaptlint import` writes: inside its output folder, never through a symbolic link, and
/// each file at most once in a run.
///
/// The documents it reads come from the checkout, and so do the folders it writes into when the
/// output folder is in the checkout: a committed link `adaptlint-specs/App -> /etc` must not make
/// it write there. So every folder below the output folder is created one level at a time and
/// refused when it is a link, and so is a spec's own path. The output folder itself is named on
/// the command line and follows the lint's rule for outputs (``OutputLinks``): a link in the
/// working folder that leads out of it or nowhere is refused unless `--allow-outside-output`.
///
/// Two scenes can map to one file name (object ids `a.b` and `a_b` both become `a_b`; `Main.xib`
/// and `Main.storyboard` in one folder). The second is written as `NAME-2.json` (then `-3`...),
/// so no spec of the run replaces another; names are compared case-insensitively, as a
/// case-insensitive file system would.
struct ImportOutputs {
    /// The output folder, as named.
    let directory: String
    /// The lowercased paths written (or claimed) so far.
    private var claimed: Set<String> = []

    init(directory: String) {
        self.directory = directory
    }

    /// Why the output folder may not be written, or nil.
    static func directoryProblem(_ directory: String, allowOutside: Bool, workingDirectory: String) -> String? {
        guard !allowOutside, let problem = OutputLinks.problem(directory, workingDirectory: workingDirectory) else {
            return nil
        }
        return
            "'--output-dir \(directory)': \(problem.description); adaptlint writes through such a link only with --allow-outside-output"
    }

    /// A path for `target` that no earlier output of this run has: `target` itself, else the
    /// same name with `-2`, `-3`... before its extension.
    ///
    /// - Complexity: O(k) set look-ups for the k-th spec that maps to one name.
    mutating func claim(_ target: String) -> String {
        var candidate = target
        var number = 1
        while !claimed.insert(candidate.lowercased()).inserted {
            number += 1
            let base = target.hasSuffix(".json") ? String(target.dropLast(5)) : target
            candidate = base + "-\(number).json"
        }
        return candidate
    }

    /// Creates the folders between the output folder and `target`, one at a time, refusing a
    /// link or anything else that is not a folder on the way, and refuses a `target` that is
    /// anything but a regular file or nothing.
    ///
    /// - Throws: ``AtomicFile/Failure`` naming the offending path.
    /// - Complexity: One `lstat` (and at most one `mkdir`) per folder level.
    func prepare(_ target: String) throws(AtomicFile.Failure) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.Failure(description: "the output folder cannot be created (\(error.localizedDescription))")
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard target.hasPrefix(prefix) else { return }
        let parts = target.dropFirst(prefix.count).split(separator: "/").map(String.init)
        var path = String(prefix.dropLast())
        for (index, part) in parts.enumerated() {
            path += "/" + part
            let isLast = index == parts.count - 1
            var info = stat()
            guard lstat(path, &info) == 0 else {
                guard errno == ENOENT else {
                    throw AtomicFile.Failure(description: "'\(path)': \(String(cString: strerror(errno)))")
                }
                if isLast { return }
                guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                    throw AtomicFile.Failure(description: "'\(path)': \(String(cString: strerror(errno)))")
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                throw AtomicFile.Failure(
                    description: "'\(path)' is a symbolic link; import never writes through one")
            case S_IFDIR where !isLast: continue
            case S_IFREG where isLast: return
            default:
                throw AtomicFile.Failure(
                    description: "'\(path)' is not a \(isLast ? "regular file" : "folder"); import writes only those")
            }
        }
    }
}
