"""What Orca revealed on the other pages, kept: a choice made on a place card is said when the
list comes back (it was lost in the redirect: only the summary was heard), with Confirm one Tab
on; a delivery address chosen from the results is said as its page arrives (only "Delivery
address heading level 1" was heard); the choice page says the choice."""

import re
import urllib.parse

import pytest

from listening import Walk, said_words

KOTIKONTU = "node/1876042175"


@pytest.mark.orca
def test_a_choice_on_the_card_is_said_when_the_list_comes_back(server, browser, speech):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(server + "/places/" + urllib.parse.quote(KOTIKONTU, safe=""))
    speech.wait("Finished loading", timeout=20, settle=1.0)
    walk = Walk(page, speech)
    name = said_words(page.inner_text("h1"))
    walk.tab_to(lambda element, _: (element["label"] or "").startswith("Pick up here"))
    walk.press("Enter", expect=re.escape(f"Selected {name}. Next: Confirm"), settle=1.0, navigates=True)
    walk.expect_once(walk.steps[-1][2], r"^Selected ", "the choice after the card")
    walk.press("Tab", expect=r"^Confirm link")
    context.close()


@pytest.mark.orca
def test_a_chosen_address_is_said_as_its_page_arrives(server, browser, speech):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(server + "/address?q=Mannerheimintie")
    speech.wait("Finished loading", timeout=20, settle=1.0)
    walk = Walk(page, speech)
    label = said_words(page.locator("#address-results a").first.inner_text())
    walk.tab_to(lambda element, _: element["tag"] == "a" and said_words(element["text"]) == label)
    walk.press("Enter", expect="^" + re.escape(label) + "$", settle=1.0, navigates=True)
    walk.expect_once(walk.steps[-1][2], "^" + re.escape(label) + "$", "the chosen address")
    walk.press("Tab", expect=r"^Change push button")
    walk.press("Tab", expect=r"^Entrance notes entry")
    context.close()


@pytest.mark.orca
def test_the_choice_page_says_the_choice(server, browser, speech):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()

    def listen():
        return [said_words(u) for u in speech.wait(r"^You chose ", timeout=20, settle=1.0)]

    def reload():  # when Orca dropped the status region's announcement (listening.py)
        speech.idle()
        speech.mark()
        page.reload()
        return listen()

    speech.idle()
    speech.mark()
    page.goto(server + "/choice?sel=" + urllib.parse.quote(KOTIKONTU, safe=""))
    said = listen()
    walk = Walk(page, speech)
    walk.steps.append(("load", page.url, said))
    said = walk.announced(said, r"^You chose ", "#status", reload, "the choice on load")
    walk.expect_once(said, r"^You chose K-Market Kotikontu\.$", "the choice page")
    context.close()


@pytest.mark.orca
def test_the_conformance_report_is_heard(server, browser, speech):
    """/accessibility through Orca: the page's title on load, the skip link, and the first table's
    heading after it, in the page's language (Finnish here)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="fi-FI")
    page = context.new_page()
    page.goto(server + "/accessibility")
    speech.wait("Finished loading", timeout=20, settle=1.0)
    walk = Walk(page, speech)
    walk.press("Tab", expect=r"^Siirry taulukoihin link")
    walk.press("Enter", expect=r"Tason A onnistumiskriteerit heading level 2")
    context.close()


@pytest.mark.orca
def test_a_checkout_address_that_falls_back_says_so(server, browser, speech):
    """The shop hands over its checkout address (`address=`) and the house is not in the data:
    the first thing Orca says is where the list is measured from and what was not found, then the
    count and the nearest open point — the status region's summary, once."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    expected = r"^Showing pickup points near Mannerheimintie, 00100 Helsinki: the house number was not found\. "

    def listen():
        return [said_words(u) for u in speech.wait(r"^Showing pickup points near ", timeout=30, settle=1.5)]

    def reload():  # when Orca dropped the status region's announcement (listening.py)
        speech.idle()
        speech.mark()
        page.reload()
        return listen()

    speech.idle()
    speech.mark()
    page.goto(server + "/?address=" + urllib.parse.quote("Mannerheimintie 999, Helsinki"))
    said = listen()
    walk = Walk(page, speech)
    walk.steps.append(("load", page.url, said))
    said = walk.announced(said, expected, "#status", reload, "the fallback on load")
    walk.expect_once(said, expected, "the fallback summary")
    context.close()
