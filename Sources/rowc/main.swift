// main.swift is the rowc executable: it hands its arguments to the driver and exits with its status.

import Foundation
import RowcDriver

exit(Driver.run(Array(CommandLine.arguments.dropFirst())))
