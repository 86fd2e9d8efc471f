// A share extension's controller, half rewritten: UIKit code that never builds views, and a
// file that does not compile today. No preview reaches it, so every preview still records;
// `ltrace check` lists it.
import UIKit
import Social

final class ShareViewController: SLComposeServiceViewController {
    private var attachments: [NSItemProvider] = []

    override func isContentValid() -> Bool {
        !contentText.isEmpty
    }

    override func didSelectPost() {
        guard let item = extensionContext?.inputItems.first as? NSExtensionItem else { return }
        attachments = item.attachments ?? []
        for provider in attachments where provider.hasItemConformingToTypeIdentifier("public.url") {
            provider.loadItem(forTypeIdentifier: "public.url") { url, _ in
                print(url as Any)
            }
        }
        extensionContext?.completeRequest(returningItems: [], completionHandler: nil)
    }

    // TODO: finish the migration
    func configurationItems() -> [Any]! {
        let item = SLComposeSheetConfigurationItem()!
        item.title = "Journal"
        item.value = 
    }
