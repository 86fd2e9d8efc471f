import CommandLineSupport

CommandLineMain.run(LTraceScenes.self, arguments: Array(CommandLine.arguments.dropFirst()))
