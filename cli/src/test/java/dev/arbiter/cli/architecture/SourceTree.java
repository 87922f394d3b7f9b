package dev.arbiter.cli.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The main Java sources of every module of the build, read as text: each file's module, package and imports. The
 * architecture rules are checked over the sources rather than the bytecode (ArchUnit would need every module's
 * classes on one class path and a new test dependency, for rules that are all about imports and a few tokens).
 */
record SourceTree(List<SourceFile> files) {

    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+)(?:\\.\\*)?\\s*;",
            Pattern.MULTILINE);

    /** One main source file. */
    record SourceFile(String module, Path path, String pkg, List<String> imports, String text) {

        /** The packages it imports from (a class's package: the name up to its first capitalised part). */
        Set<String> importedPackages() {
            Set<String> packages = new LinkedHashSet<>();
            for (String imported : imports) {
                packages.add(packageOf(imported));
            }
            return packages;
        }

        /** The file's name, for messages: {@code module/.../Name.java}. */
        String name() {
            return module + "/" + path.getFileName();
        }

        /** Its simple class name. */
        String simpleName() {
            String file = path.getFileName().toString();
            return file.substring(0, file.length() - ".java".length());
        }
    }

    /** The package part of an imported name. */
    static String packageOf(String imported) {
        List<String> parts = new ArrayList<>();
        for (String part : imported.split("\\.")) {
            if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) {
                break;
            }
            parts.add(part);
        }
        return String.join(".", parts);
    }

    /** The main sources under every module of the build rooted at {@code root} (the folder of the parent pom). */
    static SourceTree read(Path root) {
        List<SourceFile> files = new ArrayList<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(m -> Files.isRegularFile(m.resolve("pom.xml"))).sorted().toList()) {
                Path main = module.resolve("src/main/java");
                if (!Files.isDirectory(main)) {
                    continue;
                }
                try (Stream<Path> sources = Files.walk(main)) {
                    for (Path source : sources.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                        files.add(parse(module.getFileName().toString(), source));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new SourceTree(files);
    }

    /** The build's root, from a test running in one of its modules. */
    static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !(Files.isRegularFile(dir.resolve("pom.xml")) && Files.isDirectory(dir.resolve("cli")))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("not inside the build: " + Path.of("").toAbsolutePath());
        }
        return dir;
    }

    private static SourceFile parse(String module, Path source) throws IOException {
        String text = Files.readString(source);
        Matcher pkg = PACKAGE.matcher(text);
        String packageName = pkg.find() ? pkg.group(1) : "";
        List<String> imports = new ArrayList<>();
        Matcher imported = IMPORT.matcher(text);
        while (imported.find()) {
            imports.add(imported.group(1));
        }
        return new SourceFile(module, source, packageName, imports, text);
    }
}
