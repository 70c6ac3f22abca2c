import LayoutbookCLI

await LayoutbookCommand.runAsMain()
